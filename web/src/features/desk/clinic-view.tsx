import { Alert, Button, Card, chakra, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Eye, Save } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ClinicEditSchema, clinicEditProblems, type EditableSchedule } from '../../../../common/clinic/schema';
import type { DeskPaymentSetup } from '../../../../common/desk/payment';
import { parseWith } from '../../../../common/platform/fields';
import { notify } from '../../components/ui/notify';
import { m } from '../../i18n';
import { deskPost, failureText, isAccessProblem } from './api';
import { type ClinicDraft, ClinicFormContext, fieldId } from './clinic-field';
import { PlacesEditor } from './clinic-places';
import {
  HoursPreview,
  type InQueuePatient,
  PatientsInQueue,
  type PlaceHours,
  PreviewCard,
  type StrandedBooking,
  StrandedBookings,
} from './clinic-preview';
import { DateSessions, WeeklySessions } from './clinic-sessions';
import { SettingsEditor } from './clinic-settings';
import { ScreenLink } from './screen-link';
import { useDeskData, useDeskSession } from './session';
import { LoadState } from './states';

/** The Clinic view: the clinic's places, sessions and settings, edited, previewed and saved. */
export function ClinicView() {
  const { loaded, reload } = useDeskData<{ schedule: EditableSchedule; payment?: DeskPaymentSetup }>('/clinic');
  const stored = loaded.data?.schedule;
  return (
    <Stack gap="5">
      <LoadState loaded={loaded} what={m.desk_clinic_what()} onRetry={reload}>
        {/* A save or a reload starts the form again from what is stored. */}
        {stored ? (
          <ClinicForm key={stored.version} stored={stored} payment={loaded.data?.payment} onSaved={reload} />
        ) : null}
      </LoadState>
      <ScreenLink />
    </Stack>
  );
}

/** A PUT of the edit: its status and whole answer (a 409 lists the stranded bookings beside its error). */
async function putClinic(body: unknown): Promise<{ status: number; data: Record<string, unknown> | null }> {
  try {
    const res = await fetch('/api/desk/clinic', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'X-Desk-Request': '1' },
      body: JSON.stringify(body),
    });
    return { status: res.status, data: await res.json().catch(() => null) };
  } catch {
    return { status: 0, data: null };
  }
}

/** One part of the form: a heading and what it edits. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={id}>
      <Card.Body gap="4" px={{ base: '3', md: '5' }} py="4">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** What POST /clinic/preview answers: the weekly hours, the bookings stranded, the patients waiting in a lost session. */
interface Preview {
  hours: PlaceHours[];
  stranded: StrandedBooking[];
  in_queue: InQueuePatient[];
}

function ClinicForm({
  stored,
  payment,
  onSaved,
}: {
  stored: EditableSchedule;
  /** What online payment is here (configured, off and why), beside its setting. */
  payment?: DeskPaymentSetup;
  onSaved: () => void;
}) {
  const { accessLost } = useDeskSession();
  const id = useId();
  const [draft, setDraft] = useState<ClinicDraft>(() => structuredClone(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [refused, setRefused] = useState<StrandedBooking[]>([]);
  const [waiting, setWaiting] = useState<InQueuePatient[]>([]);
  const [busy, setBusy] = useState<'preview' | 'save' | 'cancel' | null>(null);
  const savedIds = stored.places.map((p) => p.id);

  const change = (edit: (d: ClinicDraft) => void) => {
    setDraft((d) => {
      const next = structuredClone(d);
      edit(next);
      return next;
    });
    setPreview(null);
    setRefused([]);
    setWaiting([]);
  };

  /** The draft checked as the server will check it; false (errors shown, focus on the first) when it fails. */
  const valid = (): boolean => {
    const parsed = parseWith(ClinicEditSchema, draft);
    const fields = parsed.success ? {} : parsed.fields;
    const across = parsed.success ? clinicEditProblems(parsed.output, savedIds) : [];
    const unplaced = parsed.success || Object.keys(fields).length ? [] : [parsed.error];
    setErrors(fields);
    setProblems([...unplaced, ...across]);
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(id, first))?.focus());
    else if (unplaced.length || across.length) {
      requestAnimationFrame(() => document.getElementById(`${id}-problems`)?.focus());
    }
    return parsed.success && across.length === 0;
  };

  const failed = (status: number, data: Record<string, unknown> | null) => {
    const error = typeof data?.error === 'string' ? data.error : undefined;
    if (isAccessProblem({ ok: false, status })) return accessLost({ status, error });
    setErrors((data?.fields as Record<string, string>) ?? {});
    setProblems([failureText({ status, error, network: status === 0 })]);
  };

  const runPreview = async () => {
    if (!valid()) return;
    setBusy('preview');
    const r = await deskPost<Preview>('/clinic/preview', draft);
    setBusy(null);
    if (r.ok) setPreview({ hours: r.data.hours, stranded: r.data.stranded, in_queue: r.data.in_queue ?? [] });
    else failed(r.status, { error: r.error, fields: r.fields });
  };

  const save = async (cancelStranded: boolean) => {
    if (!valid()) return;
    setBusy(cancelStranded ? 'cancel' : 'save');
    const { status, data } = await putClinic(cancelStranded ? { ...draft, stranded: 'cancel_and_notify' } : draft);
    setBusy(null);
    if (status === 200 && data?.success === true) {
      const cancelled = (data.cancelled as string[] | undefined)?.length ?? 0;
      void notify({
        type: 'success',
        title: m.desk_clinic_saved(),
        description: cancelled ? m.desk_clinic_saved_cancelled({ count: cancelled }) : m.desk_clinic_saved_text(),
      });
      onSaved();
      return;
    }
    if (status === 409 && Array.isArray(data?.in_queue)) {
      setProblems([]);
      setWaiting(data.in_queue as InQueuePatient[]);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="clinic-in-queue"]')?.focus());
      return;
    }
    if (status === 409 && Array.isArray(data?.stranded)) {
      setProblems([]);
      setRefused(data.stranded as StrandedBooking[]);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="clinic-stranded"]')?.focus());
      return;
    }
    failed(status, data);
  };

  const places = draft.places.map((p) => ({ id: p.id, name: p.name || p.id }));
  return (
    <ClinicFormContext.Provider value={{ id, errors }}>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(false);
        }}
      >
        <Stack gap="5" maxW="5xl">
          <Text fontSize="sm" color="ink.700">
            {m.desk_clinic_intro({ version: stored.version })}
          </Text>
          <Part title={m.desk_clinic_places()}>
            <PlacesEditor draft={draft} change={change} savedIds={savedIds} />
          </Part>
          <Part title={m.desk_clinic_weekly()}>
            <WeeklySessions draft={draft} change={change} />
          </Part>
          <Part title={m.desk_clinic_dated()}>
            <DateSessions draft={draft} change={change} />
          </Part>
          <Part title={m.desk_clinic_settings()}>
            <SettingsEditor draft={draft} change={change} payment={payment} />
          </Part>
          {problems.length ? (
            <Alert.Root status="error" role="alert" id={`${id}-problems`} tabIndex={-1} data-testid="clinic-problems">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{m.desk_clinic_problems_title()}</Alert.Title>
                <Alert.Description>
                  <List.Root as="ul" ps="5">
                    {problems.map((p) => (
                      <List.Item key={p}>{p}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {preview ? (
            <PreviewCard>
              <HoursPreview hours={preview.hours} />
              <PatientsInQueue patients={preview.in_queue} places={places} blocking={false} />
              {preview.stranded.length ? (
                <StrandedBookings stranded={preview.stranded} places={places} cancelling={false} blocking={false} />
              ) : (
                <Text fontSize="sm">{m.desk_clinic_nothing_stranded()}</Text>
              )}
            </PreviewCard>
          ) : null}
          <PatientsInQueue patients={waiting} places={places} blocking />
          <StrandedBookings
            stranded={refused}
            places={places}
            cancelling={busy === 'cancel'}
            blocking
            onCancelAll={() => void save(true)}
          />
          <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
            <Button
              type="button"
              variant="outline"
              colorPalette="brand"
              loading={busy === 'preview'}
              onClick={runPreview}
            >
              <Eye size={18} aria-hidden="true" />
              {m.desk_clinic_preview()}
            </Button>
            <Button type="submit" colorPalette="brand" loading={busy === 'save'} loadingText={m.desk_clinic_saving()}>
              <Save size={18} aria-hidden="true" />
              {m.desk_clinic_save()}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </ClinicFormContext.Provider>
  );
}
