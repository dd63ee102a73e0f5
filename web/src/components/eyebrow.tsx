import { Text, type TextProps } from '@chakra-ui/react';

/** The small brand-coloured capitals above a heading ("Our services", the doctor's title, "Your appointment"). */
export function Eyebrow(props: TextProps) {
  return (
    <Text
      color="brand.fg"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wider"
      fontSize="sm"
      {...props}
    />
  );
}
