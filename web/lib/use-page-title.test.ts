import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './use-page-title';

describe('formatPageTitle', () => {
  it('puts the shop name after the page title', () => {
    expect(formatPageTitle('Kosár', 'Motor Bolt')).toBe('Kosár - Motor Bolt');
  });

  it('uses the shop name alone for an empty or missing page title', () => {
    expect(formatPageTitle('  ', 'Motor Bolt')).toBe('Motor Bolt');
    expect(formatPageTitle(null, 'Motor Bolt')).toBe('Motor Bolt');
  });
});
