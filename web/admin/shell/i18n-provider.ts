import polyglotI18nProvider from 'ra-i18n-polyglot';
import { hungarianMessages } from '../i18n/hu';

// One language: Hungarian, with polyglot's Hungarian plural rule.
export const i18nProvider = polyglotI18nProvider(() => hungarianMessages, 'hu', [{ locale: 'hu', name: 'Magyar' }], { allowMissing: false });
