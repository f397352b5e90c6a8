import { describe, expect, it } from 'vitest';
import { shouldShowPopup } from './popup-gate';

const popup = { alias: 'teli-nyitvatartas', active: true, title: 'Ünnepi nyitvatartás', content: '<p>x</p>' };

describe('shouldShowPopup', () => {
  it('shows an active notice that was not dismissed', () => {
    expect(shouldShowPopup(popup, null)).toBe(true);
    expect(shouldShowPopup(popup, 'regi-ertesites')).toBe(true);
  });

  it('hides a dismissed, inactive, empty or missing notice', () => {
    expect(shouldShowPopup(popup, 'teli-nyitvatartas')).toBe(false);
    expect(shouldShowPopup({ ...popup, active: false }, null)).toBe(false);
    expect(shouldShowPopup({ ...popup, alias: '' }, null)).toBe(false);
    expect(shouldShowPopup(undefined, null)).toBe(false);
  });
});
