/** The account calls of spec section 7; shapes and error bodies are documented in contract/account.ts. */
import {
  OLD_SITE_DATA, type FieldErrorDetails, type PasswordResetBody, type RegisterBody, type UserData,
} from '../../../contract/account';
import { ApiError, apiCall } from '../../lib/api-client';

export const accountKeys = {
  userData: ['account', 'userData'] as const,
  resetToken: (token: string) => ['account', 'resetToken', token] as const,
};

export const login = (email: string, password: string) => apiCall('login', { body: { email, password } });
export const register = (body: RegisterBody) => apiCall('register', { body });

/** getUserData; null when the answer has no status 1 (not logged in), which logs the user out. */
export async function getUserData(): Promise<UserData | null> {
  try {
    const response = await apiCall('getUserData');
    return response.status === 1 && response.user ? response.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'rate_limited') return null;
    throw error;
  }
}

export const saveUserData = (data: UserData) => apiCall('saveUserData', { body: data });
export const createPasswordReset = (email: string) => apiCall('passwordCreate', { body: { email } });
export const findPasswordReset = (token: string) => apiCall('passwordFind', { params: { token } });
export const resetPassword = (body: PasswordResetBody) => apiCall('passwordReset', { body });

export const isOldSiteData = (error: unknown): boolean =>
  error instanceof ApiError && error.bodyText?.trim() === OLD_SITE_DATA;

export const isRateLimited = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'rate_limited';

/** The server's message of a failed call, if it sent one. */
export function serverMessage(error: unknown): string | null {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return typeof message === 'string' && message !== '' ? message : null;
}

/** `errors` of a refused registration (a list of Hungarian strings). */
export function registrationErrors(error: unknown): string[] {
  const errors = error instanceof ApiError ? error.body?.errors : undefined;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
}

/** Field messages of a refused profile save (`details.fields`). */
export function fieldErrors(error: unknown): FieldErrorDetails['fields'] {
  const details = error instanceof ApiError ? (error.body?.details as Partial<FieldErrorDetails> | undefined) : undefined;
  return details?.fields ?? {};
}

export const RATE_LIMIT_TITLE = 'Túl sok próbálkozás';
export const RATE_LIMIT_TEXT = 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra később.';
