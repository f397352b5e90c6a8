import { useState, type FormEvent } from 'react';
import { apiCall } from '../../lib/api-client';
import { showMessage } from '../../ui/dialog';
import { serverMessage } from './api';

/** Saves the caller's personal data (GDPR art. 15 and 20) as a JSON file. */
async function downloadPersonalData(): Promise<void> {
  const data = await apiCall('personalData');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `szemelyes-adataim-${data.exportedAt.slice(0, 10)}.json` });
  link.click();
  URL.revokeObjectURL(url);
}

/** 'Adataim': download my data, delete my account (with the password again). */
export function PersonalDataActions({ onDeleted }: { onDeleted(): Promise<void> }) {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function remove(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await apiCall('deleteAccount', { body: { password } });
      showMessage({ title: 'Fiókját töröltük', content: 'Személyes adatait töröltük; a visszaigazolást e-mailben elküldtük.', tone: 'success' });
      await onDeleted();
    } catch (failure) {
      setError(serverMessage(failure) ?? 'A fiókot most nem sikerült törölni. Kérjük, próbálja újra.');
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="account-form account-form--wide">
      <h2>Személyes adataim</h2>
      <p>
        <button type="button" className="button button--ghost" onClick={() => void downloadPersonalData().catch(() => setError('A letöltés nem sikerült.'))}>
          Adataim letöltése (JSON)
        </button>
      </p>
      {confirming ? (
        <form onSubmit={(event) => void remove(event)} className="account-form__delete">
          <p>
            A törlés végleges: fiókját és személyes adatait töröljük, korábbi rendeléseiből csak a számviteli
            törvény szerint megőrzendő adatok maradnak meg.
          </p>
          <label>
            Jelszó a megerősítéshez
            <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </label>
          <button type="submit" className="button" disabled={pending || password === ''}>Fiókom végleges törlése</button>
        </form>
      ) : (
        <p><button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>Fiókom törlése</button></p>
      )}
      {error && <p role="alert" className="form-error">{error}</p>}
    </section>
  );
}
