import { Card, Heading, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import type { CatalogueItem } from '../content/types';
import { href, m, pageLocale } from '../i18n';
import { CatalogueIcon } from './catalogue-icon';
import { catalogueText } from './catalogue-text';
import { IconBadge } from './icon-badge';

/**
 * A service or condition card linking to its page, in the page's language: `item` is the English catalogue entry; a
 * Hindi page shows the Hindi name and description and links to the Hindi page.
 */
export function CatalogueCard({ item, base }: { item: CatalogueItem; base: '/services' | '/conditions' }) {
  const { title, description } = catalogueText(item, base, pageLocale());
  return (
    <Card.Root
      asChild
      variant="outline"
      borderColor="brand.100"
      transition="box-shadow 0.15s, transform 0.15s, border-color 0.15s"
      _hover={{ boxShadow: 'md', borderColor: 'brand.300', transform: 'translateY(-2px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <a href={href(`${base}/${item.slug}`)}>
        <Card.Body gap="3">
          <IconBadge size="12">
            <CatalogueIcon icon={item.icon} />
          </IconBadge>
          <Heading as="h3" size="md" color="ink.900">
            {title}
          </Heading>
          <Text color="ink.700" fontSize="sm" flex="1">
            {description}
          </Text>
          <Text color="brand.fg" fontWeight="semibold" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
            {m.chrome_learn_more()} <ChevronRight size={16} aria-hidden="true" />
          </Text>
        </Card.Body>
      </a>
    </Card.Root>
  );
}
