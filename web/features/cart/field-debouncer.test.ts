import { describe, expect, it, vi } from 'vitest';
import { createFieldDebouncer } from './field-debouncer';

function setup() {
  vi.useFakeTimers();
  const sent: [string, unknown][] = [];
  const debouncer = createFieldDebouncer<unknown>(async (field, value) => {
    sent.push([field, value]);
  });
  return { sent, debouncer };
}

describe('createFieldDebouncer', () => {
  it('sends checkbox and select changes at once', () => {
    const { sent, debouncer } = setup();
    debouncer.change('aszf_elfogadva', true, 0);
    expect(sent).toEqual([['aszf_elfogadva', true]]);
  });

  it('sends a text edit only after the pause', () => {
    const { sent, debouncer } = setup();
    debouncer.change('szallitas_varos', 'Gy', 400);
    vi.advanceTimersByTime(399);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['szallitas_varos', 'Gy']]);
  });

  it('sends only the latest value of a field typed in quick succession', () => {
    const { sent, debouncer } = setup();
    debouncer.change('szallitas_varos', 'G', 400);
    vi.advanceTimersByTime(300);
    debouncer.change('szallitas_varos', 'Gy', 400);
    vi.advanceTimersByTime(300);
    debouncer.change('szallitas_varos', 'Győr', 400);
    vi.advanceTimersByTime(400);
    expect(sent).toEqual([['szallitas_varos', 'Győr']]);
  });

  it('keeps fields apart: an edit of one never cancels another', () => {
    const { sent, debouncer } = setup();
    debouncer.change('szallitas_vnev', 'Kovács', 400);
    debouncer.change('szallitas_knev', 'Anna', 400);
    vi.advanceTimersByTime(400);
    expect(sent).toEqual([['szallitas_vnev', 'Kovács'], ['szallitas_knev', 'Anna']]);
  });

  it('drops a waiting text edit when the same field is changed at once', () => {
    const { sent, debouncer } = setup();
    debouncer.change('megjegyzes', 'régi', 400);
    debouncer.change('megjegyzes', 'új', 0);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([['megjegyzes', 'új']]);
  });

  it('flush sends what waits now and settles after the sends', async () => {
    const { sent, debouncer } = setup();
    debouncer.change('email', 'a@b.hu', 400);
    expect(debouncer.pendingFields()).toEqual(['email']);
    await debouncer.flush();
    expect(sent).toEqual([['email', 'a@b.hu']]);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });

  it('cancel drops what waits', () => {
    const { sent, debouncer } = setup();
    debouncer.change('email', 'a@b.hu', 400);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });
});
