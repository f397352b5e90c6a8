import { SaveButton, Toolbar } from 'react-admin';

/**
 * A form's toolbar with 'Mentés' only. Nothing is deleted from the back office (the data provider
 * refuses it), so react-admin's default 'Törlés' beside it could only fail after its confirmation.
 */
export function SaveToolbar() {
  return <Toolbar><SaveButton /></Toolbar>;
}
