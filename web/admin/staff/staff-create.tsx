import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, email, minLength, required } from 'react-admin';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../../contract/staff';
import { ROLE_LABELS } from './staff-list';

const roleChoices = Object.entries(ROLE_LABELS).map(([id, name]) => ({ id, name }));

/** A new member with a first password the owner hands over; the member changes it after signing in. */
export function StaffCreate() {
  return (
    <Create title="Új munkatárs" redirect="list">
      <SimpleForm defaultValues={{ role: 'staff', name: '' }}>
        <TextInput source="email" label="E-mail-cím" type="email" validate={[required(), email()]} />
        <TextInput source="name" label="Név" />
        <SelectInput source="role" label="Szerepkör" choices={roleChoices} validate={required()} />
        <PasswordInput source="password" label="Kezdő jelszó" autoComplete="new-password"
          validate={[required(), minLength(STAFF_PASSWORD_MIN_LENGTH)]} helperText={`Legalább ${STAFF_PASSWORD_MIN_LENGTH} karakter`} />
      </SimpleForm>
    </Create>
  );
}
