import { Badge, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Archive, ArchiveRestore } from 'lucide-react';
import { m } from '../../i18n';
import { AddButton, type ChangeDraft, type ClinicDraft, ClinicFields, type FieldSpec } from './clinic-field';

type PlaceText = 'name' | 'nameHi' | 'address' | 'addressHi' | 'mapUrl' | 'phone' | 'phoneE164';

/** The fields of a place, in the order the form shows them. */
const PLACE_FIELDS: readonly FieldSpec<PlaceText>[] = [
  { key: 'name', label: m.desk_clinic_place_name, max: 120 },
  { key: 'nameHi', label: m.desk_clinic_place_name_hi, lang: 'hi', max: 120 },
  { key: 'address', label: m.desk_clinic_place_address, max: 300 },
  { key: 'addressHi', label: m.desk_clinic_place_address_hi, lang: 'hi', max: 300 },
  { key: 'mapUrl', label: m.desk_clinic_place_map, type: 'url', max: 500 },
  { key: 'phone', label: m.desk_clinic_place_phone, type: 'tel', max: 30 },
  { key: 'phoneE164', label: m.desk_clinic_place_phone_e164, type: 'tel', max: 16 },
];

/** A new place's id from its name: the slug bookings will record ("Delhi Chest Centre" → delhi-chest-centre). */
export function placeSlug(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36)
      .replace(/-+$/, '') || 'place';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The places: each one's name, address, map link and phone, in both languages where patients read them; Retire takes a
 * place off the site and out of booking (its sessions go with it), Restore brings it back. A place not yet saved takes
 * its id from its name.
 */
export function PlacesEditor({
  draft,
  change,
  savedIds,
}: {
  draft: ClinicDraft;
  change: ChangeDraft;
  savedIds: readonly string[];
}) {
  const rename = (i: number, name: string) =>
    change((d) => {
      const place = d.places[i];
      if (!place) return;
      place.name = name;
      if (savedIds.includes(place.id)) return;
      const others = d.places.filter((_, j) => j !== i).map((p) => p.id);
      const id = placeSlug(name, [...others, ...savedIds]);
      for (const s of [...d.sessions, ...d.dateSessions]) if (s.placeId === place.id) s.placeId = id;
      place.id = id;
    });
  return (
    <Stack gap="4">
      {draft.places.map((p, i) => (
        <Card.Root
          key={savedIds.includes(p.id) ? p.id : `new-${i}`}
          variant="outline"
          size="sm"
          as="section"
          aria-label={p.name || m.desk_clinic_new_place()}
          data-testid="clinic-place"
          bg={p.retired ? 'gray.50' : undefined}
        >
          <Card.Body gap="3" px={{ base: '3', md: '4' }} py="3">
            <Flex justify="space-between" align="start" gap="3" wrap="wrap">
              <Stack gap="0.5" minW="0">
                <Heading as="h3" size="sm">
                  {p.name || m.desk_clinic_new_place()}{' '}
                  {p.retired ? (
                    <Badge colorPalette="gray" variant="solid">
                      {m.desk_clinic_retired()}
                    </Badge>
                  ) : null}
                </Heading>
                <Text fontSize="xs" color="ink.700">
                  {m.desk_clinic_place_id({ id: p.id })}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                colorPalette={p.retired ? 'brand' : 'gray'}
                onClick={() =>
                  change((d) => {
                    const place = d.places[i];
                    if (!place) return;
                    place.retired = !place.retired;
                    // A retired place offers nothing: its sessions go (the check refuses them otherwise).
                    if (place.retired) {
                      d.sessions = d.sessions.filter((s) => s.placeId !== place.id);
                      d.dateSessions = d.dateSessions.filter((s) => s.placeId !== place.id);
                    }
                  })
                }
              >
                {p.retired ? <ArchiveRestore size={16} aria-hidden="true" /> : <Archive size={16} aria-hidden="true" />}
                {p.retired ? m.desk_clinic_restore() : m.desk_clinic_retire()}
              </Button>
            </Flex>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <ClinicFields
                base={`places.${i}`}
                fields={PLACE_FIELDS}
                values={p}
                onChange={(key, v) =>
                  key === 'name' ? rename(i, v) : change((d) => Object.assign(d.places[i] ?? {}, { [key]: v }))
                }
              />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}
      <AddButton
        label={m.desk_clinic_add_place()}
        onClick={() =>
          change(
            (d) =>
              void d.places.push({
                id: placeSlug('', [...d.places.map((p) => p.id), ...savedIds]),
                name: '',
                nameHi: '',
                address: '',
                addressHi: '',
                mapUrl: 'https://',
                phone: '',
                phoneE164: '',
                retired: false,
              }),
          )
        }
      />
    </Stack>
  );
}
