import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { m } from '../../i18n';

/** The site's toaster: `toaster.create({ title, description, type })` from anywhere. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 3 });

/**
 * Chakra's solid green and orange (600) carry white text at 3.3:1 and 3.6:1, and its description is dimmed to 80 %:
 * one step darker, at full opacity, every toast reads at 4.5:1 or more (WCAG AA).
 */
const AA_COLOURS = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=warning]': { bg: 'orange.700' },
  '&[data-type=error]': { bg: 'red.700' },
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" css={AA_COLOURS}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger aria-label={m.forms_dismiss_notification()} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
