import { Image } from '@chakra-ui/react';
import type { HeroImage } from '../content/types';

const ALT: Record<HeroImage, string> = {
  lungs: 'Illustration of healthy lungs and airways',
  stethoscope: 'Illustration of a stethoscope',
  sleep: 'Illustration of a person sleeping peacefully at night',
  microscope: 'Illustration of a laboratory microscope',
  care: 'Illustration of caring hands holding a heart',
};

/** A page's hero illustration: a local SVG with fixed dimensions, so nothing shifts as it loads. */
export function Illustration({ name, size = 220 }: { name: HeroImage; size?: number }) {
  return (
    <Image
      src={`/images/illustrations/${name}.svg`}
      alt={ALT[name]}
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
