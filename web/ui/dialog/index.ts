export { MessageDialogHost } from './message-dialog';
export { showMessage, closeMessage, type Message } from './message-store';
