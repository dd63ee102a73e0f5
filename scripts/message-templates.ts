/**
 * Prints the phone message templates (common/phone-messages.ts) ready to paste: into Meta's WhatsApp template manager
 * (name, category, language, body, URL button) and the DLT portal (the SMS text). `node scripts/message-templates.ts
 * https://clinic.example.org` fills in the site's origin (the link domain, whitelisted on DLT).
 */
import { messageLinkBase, PHONE_TEMPLATES } from '../common/phone-messages.ts';

const origin = process.argv[2] ?? 'https://YOUR-SITE-ORIGIN';
for (const [key, t] of Object.entries(PHONE_TEMPLATES)) {
  for (const [lang, text] of Object.entries(t.text)) {
    console.log(`=== ${t.name} · ${lang} · ${t.category} ===`);
    console.log(`Body:\n${text.body}`);
    console.log(`Variables: ${t.variables.map((v, i) => `{{${i + 1}}} ${v}`).join(', ')}`);
    console.log(`Button (URL, dynamic): "${text.button}" → ${messageLinkBase(origin)}{{1}}  ({{1}} link_code)`);
    console.log(`SMS (DLT): ${text.sms.replaceAll('{origin}', origin.replace(/\/$/, ''))}`);
    console.log(`SMS variables: ${t.smsVariables.join(', ')} (MSG91 flow id in SMS_TEMPLATES.${key}.${lang})\n`);
  }
}
