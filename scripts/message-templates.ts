/**
 * Prints the phone message templates (common/notify/templates.ts) ready to paste: into Meta's WhatsApp template manager
 * (name, category, language, body, sample values, URL button) and the DLT portal (the SMS text and its variables), with
 * the parts each SMS takes — with the sample values and with the longest realistic ones (issue 38: at most two).
 * `npx node scripts/message-templates.ts https://clinic.example.org` fills in the site's origin (the link domain,
 * whitelisted on DLT). Run `node scripts/messages.ts` first if the catalogues were never compiled.
 */
import { resolveExtensionless } from './lib/extensionless.ts';

resolveExtensionless();
const { messageLinkBase, PHONE_TEMPLATES } = await import('../common/notify/templates.ts');
const { longestValues, SAMPLE_VALUES, smsSample, TEMPLATE_KEYS } = await import('../common/notify/template-samples.ts');
const { SMS_MAX_PARTS } = await import('../common/notify/sms-length.ts');
type Length = { encoding: string; units: number; parts: number };

const origin = (process.argv[2] ?? 'https://YOUR-SITE-ORIGIN').replace(/\/$/, '');
const parts = (l: Length) => `${l.parts} part${l.parts === 1 ? '' : 's'} (${l.encoding}, ${l.units} units)`;
let over = 0;

for (const key of TEMPLATE_KEYS) {
  const t = PHONE_TEMPLATES[key];
  for (const lang of ['en', 'hi'] as const) {
    const text = t.text[lang];
    const samples = SAMPLE_VALUES[lang];
    const typical = smsSample(key, lang, origin, samples);
    const long = smsSample(key, lang, origin, longestValues(lang));
    if (long.parts > SMS_MAX_PARTS) over++;
    console.log(`=== ${t.name} · ${lang} · ${t.category} ===`);
    console.log(`Body:\n${text.body}`);
    console.log(`Variables: ${t.variables.map((v, i) => `{{${i + 1}}} ${v} = "${samples[v]}"`).join(', ')}`);
    console.log(`Button (URL, dynamic): "${text.button}" → ${messageLinkBase(origin)}{{1}}  ({{1}} link_code)`);
    for (const reply of text.quickReplies ?? []) console.log(`Button (quick reply): "${reply}"`);
    console.log(`SMS (DLT): ${text.sms.replaceAll('{origin}', origin)}`);
    console.log(`SMS variables: ${t.smsVariables.join(', ')} (MSG91 flow id in SMS_TEMPLATES.${key}.${lang})`);
    console.log(`SMS as sent: ${typical.text}`);
    console.log(`SMS parts: ${parts(typical)}; with the longest values ${parts(long)}\n`);
  }
}
if (over) {
  console.error(`${over} SMS would take more than ${SMS_MAX_PARTS} parts with the longest values.`);
  process.exitCode = 1;
}
