import type { ReactNode } from 'react';

/** The spec's message dialog: a title, content and one button, optionally redirecting afterwards. */
export interface Message {
  title: string;
  content?: ReactNode;
  /** defaults to 'Rendben' */
  buttonLabel?: string;
  tone?: 'info' | 'success' | 'error';
  /** where to go after the button (or Escape) closes the dialog */
  redirectTo?: string;
}

type Listener = () => void;
let current: Message | null = null;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Shows a message from anywhere (a mutation's callback, a route); one at a time, the newest wins. */
export function showMessage(message: Message): void {
  current = message;
  emit();
}

export function closeMessage(): void {
  current = null;
  emit();
}

export function getMessage(): Message | null {
  return current;
}

export function subscribeMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
