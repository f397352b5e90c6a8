import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_CHOICES, auditActionLabel, auditCodedValue, auditEntityLabel, auditFieldLabel } from './audit-labels';

describe('the audit log in Hungarian', () => {
  it('names the recorded actions and kinds of records, not their codes', () => {
    expect(auditActionLabel('order.status')).toBe('Állapotváltás');
    expect(auditActionLabel('withdrawal.refunded')).toBe('Visszatérítve');
    expect(auditActionLabel('staff.add')).toBe('Munkatárs felvétele');
    expect(auditActionLabel('product.bulk.pricePercent')).toBe('Tömeges árváltoztatás (%)');
    expect(auditEntityLabel('withdrawal')).toBe('Elállás');
    expect(auditEntityLabel('current-topic')).toBe('Aktuális hír');
  });

  it('names a creation or change of any content by its kind', () => {
    expect(auditActionLabel('slider.update')).toBe('Kezdőlapi dia: módosítás');
    expect(auditActionLabel('current-topic.create')).toBe('Aktuális hír: létrehozás');
    expect(auditActionLabel('search-synonym.delete')).toBe('Szinonima: törlés');
  });

  it('shows a code it has no name for as it is', () => {
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(auditEntityLabel('thing')).toBe('thing');
  });

  it('offers each kind once, by a name of its own, in Hungarian order', () => {
    const names = AUDIT_ENTITY_CHOICES.map((choice) => choice.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hu')));
    expect(AUDIT_ENTITY_CHOICES).toContainEqual({ id: 'order', name: 'Rendelés' });
  });

  it('names the changed fields as the forms do, and coded states and roles by their labels', () => {
    expect(auditFieldLabel('status')).toBe('Állapot');
    expect(auditFieldLabel('staffNote')).toBe('Belső megjegyzés');
    expect(auditFieldLabel('szallitas_varos')).toBe('Város');
    expect(auditFieldLabel('address.email')).toBe('E-mail');
    expect(auditFieldLabel('somethingNew')).toBe('somethingNew');
    expect(auditCodedValue('status', 'shipped')).toBe('Átadva a futárnak');
    expect(auditCodedValue('status', 'refunded')).toBe('Visszatérítve');
    expect(auditCodedValue('role', 'owner')).toBe('Tulajdonos');
    expect(auditCodedValue('title', 'new')).toBe('new');
    expect(auditCodedValue('status', null)).toBeNull();
  });
});
