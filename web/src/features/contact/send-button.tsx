import { Button } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { SEND_LABEL } from '../../../../common/contact-form';

/** Both contact forms' submit button: "Sending..." and disabled while the message is on its way (spec §4). */
export function SendButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" disabled={sending} alignSelf="start">
      {sending ? (
        'Sending...'
      ) : (
        <>
          <Send size={16} aria-hidden="true" /> {SEND_LABEL}
        </>
      )}
    </Button>
  );
}
