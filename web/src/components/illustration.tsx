import { Image } from '@chakra-ui/react';
import type { HeroImage } from '../content/types';
import { m } from '../i18n';

/** Each illustration's alt text, in the page's language. */
const ALT: Record<HeroImage, () => string> = {
  lungs: m.chrome_alt_lungs,
  stethoscope: m.chrome_alt_stethoscope,
  sleep: m.chrome_alt_sleep,
  microscope: m.chrome_alt_microscope,
  care: m.chrome_alt_care,
};

/** A page's hero illustration: a local SVG with fixed dimensions, so nothing shifts as it loads. */
export function Illustration({ name, size = 220 }: { name: HeroImage; size?: number }) {
  return (
    <Image
      src={`/images/illustrations/${name}.svg`}
      alt={ALT[name]()}
      width={size}
      height={size}
      htmlWidth={size}
      htmlHeight={size}
      decoding="async"
      rounded="full"
      bg="white"
      boxShadow="md"
    />
  );
}
