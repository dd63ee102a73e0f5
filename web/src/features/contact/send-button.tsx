import { Button } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { contactTexts } from '../../../../common/contact/facts';
import { m, pageLocale } from '../../i18n';

/** Both contact forms' submit button: "Sending..." and disabled while the message is on its way (spec §4). */
export function SendButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" disabled={sending} alignSelf="start">
      {sending ? (
        m.forms_sending()
      ) : (
        <>
          <Send size={16} aria-hidden="true" /> {contactTexts(pageLocale()).send}
        </>
      )}
    </Button>
  );
}
