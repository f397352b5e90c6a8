import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { hungarianMessages } from './hu';

/** Every leaf key path of a nested message object, e.g. `ra.action.save`. */
function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`]);
}

/** The %{placeholders} of a message, which polyglot fills in; a missing one loses information. */
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the Hungarian react-admin catalogue', () => {
  it('has exactly the keys of ra-language-english', () => {
    expect(keyPaths(hungarianMessages).sort()).toEqual(keyPaths(englishMessages).sort());
  });

  it('ends the not-found text without a full stop, as react-admin\'s NotFound page writes one after it', () => {
    expect(hungarianMessages.ra.message.not_found).not.toMatch(/\.$/);
  });

  it('keeps every placeholder and plural form of the English text', () => {
    const lookup = (messages: object, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
    for (const path of keyPaths(englishMessages)) {
      const english = lookup(englishMessages, path);
      const hungarian = lookup(hungarianMessages, path);
      expect(placeholders(hungarian), path).toEqual(placeholders(english));
      expect(hungarian.split('||||').length, path).toBe(english.split('||||').length);
    }
  });
});
