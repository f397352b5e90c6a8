import { Create, SimpleForm, TextInput, maxLength, required } from 'react-admin';

/** A word riders type and the words the search should find for it as well. */
export function SynonymCreate() {
  return (
    <Create title="Új szinonima" redirect="list">
      <SimpleForm>
        <TextInput source="term" label="Keresett szó" validate={[required(), maxLength(40)]}
          helperText="Egyetlen szó, ahogy a vásárlók beírják (pl. plexi). Az ékezet és a kis- és nagybetű nem számít." />
        <TextInput source="alternatives" label="Ezeket is találja meg" validate={[required(), maxLength(200)]}
          helperText="Szavak szóközzel elválasztva (pl. szélvédő sisakplexi)" />
      </SimpleForm>
    </Create>
  );
}
