import type { MotoromSelection } from '../../lib/storage';

export type { MotoromSelection };
export type SelectorMode = 'cascade' | 'text';

export const EMPTY_SELECTION: MotoromSelection = {
  gyarto: null, felepites: null, hengerurtartalom: null, tipus: null, motorInput: '',
};

export type SelectionChange =
  | { kind: 'gyarto'; id: number | null }
  | { kind: 'felepites'; id: number | null }
  | { kind: 'hengerurtartalom'; value: number | null }
  | { kind: 'tipus'; id: number | null }
  | { kind: 'motorInput'; text: string }
  | { kind: 'switchMode' }
  | { kind: 'clear' };

/**
 * The clearing rules of spec section 4 'Motorcycle selector': a choice clears every choice that
 * depended on it; switching mode clears everything except what is typed.
 */
export function changeSelection(s: MotoromSelection, change: SelectionChange): MotoromSelection {
  switch (change.kind) {
    case 'gyarto':
      return { ...EMPTY_SELECTION, gyarto: change.id };
    case 'felepites':
      return { ...s, felepites: change.id, hengerurtartalom: null, tipus: null };
    case 'hengerurtartalom':
      return { ...s, hengerurtartalom: change.value, tipus: null };
    case 'tipus':
      return { ...s, tipus: change.id };
    case 'motorInput':
      // A new text means new results: the type picked from the old ones no longer applies.
      return { ...s, motorInput: change.text, tipus: null };
    case 'switchMode':
      return { ...EMPTY_SELECTION, motorInput: s.motorInput };
    case 'clear':
      return EMPTY_SELECTION;
  }
}

/** The mode to show for a stored selection: free text when something was typed and no cascade choice was made. */
export function initialMode(s: MotoromSelection): SelectorMode {
  return s.motorInput.trim() !== '' && s.gyarto === null ? 'text' : 'cascade';
}
