import { SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import { CONTACT_COLUMNS, type ContactVariant, contactFields } from '../../../../common/contact/facts';
import { DefinedField } from '../forms/defined-field';

/**
 * A contact form's fields, from its definition (common/contact/form.ts): the home form's two columns, /contact's one.
 * The server's no-JavaScript page draws the same list (functions/contact/html/contact.ts).
 */
export function ContactFields({
  variant,
  values,
  onChange,
}: {
  variant: ContactVariant;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  const id = useId();
  return (
    <SimpleGrid columns={{ base: 1, sm: CONTACT_COLUMNS[variant] }} gap="4">
      {contactFields(variant).map((f) => (
        <DefinedField
          key={f.name}
          f={f}
          variant={variant}
          id={`${id}-${f.name}`}
          value={values[f.name] ?? ''}
          onChange={(value) => onChange(f.name, value)}
        />
      ))}
    </SimpleGrid>
  );
}
