import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { NavLink } from '../../components/links';
import { m } from '../../i18n';
import { Logo } from './logo';

/** The staff bar's height: fixed, so the page under it can fill the rest of the screen exactly. */
export const STAFF_HEADER_HEIGHT = { base: '3rem', sm: '3.5rem' };

/** The staff pages' compact bar: the clinic's mark, "Clinic desk", and the way back to the public site. */
export function StaffHeader() {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200" h={STAFF_HEADER_HEIGHT}>
      <Container maxW="7xl" h="full" px={{ base: '3', md: '6' }}>
        <Flex align="center" justify="space-between" gap="3" h="full">
          <Flex align="center" gap="3" minW="0">
            <Box hideBelow="sm">
              <Logo />
            </Box>
            <Text
              as="span"
              fontWeight="bold"
              color="brand.fg"
              fontSize={{ base: 'md', sm: 'sm' }}
              bg={{ sm: 'brand.subtle' }}
              px={{ sm: '2' }}
              py={{ sm: '0.5' }}
              rounded="md"
            >
              {m.chrome_staff_desk()}
            </Text>
          </Flex>
          <NavLink to="/" fontSize="sm" color="brand.fg" flexShrink={0}>
            {m.chrome_staff_public_site()}
          </NavLink>
        </Flex>
      </Container>
    </Box>
  );
}
