import {
  Activity,
  BedDouble,
  Bug,
  CigaretteOff,
  Droplet,
  Flower2,
  Gauge,
  HeartPulse,
  Leaf,
  Microscope,
  Moon,
  Pill,
  ScanLine,
  Shield,
  Stethoscope,
  Syringe,
  TestTube,
  Thermometer,
  Waves,
  Wind,
} from 'lucide-react';
import type { IconKey } from '../content/types';

const ICONS = {
  activity: Activity,
  stethoscope: Stethoscope,
  moon: Moon,
  flower: Flower2,
  'cigarette-off': CigaretteOff,
  wind: Wind,
  'heart-pulse': HeartPulse,
  bed: BedDouble,
  scan: ScanLine,
  gauge: Gauge,
  droplet: Droplet,
  syringe: Syringe,
  microscope: Microscope,
  'test-tube': TestTube,
  shield: Shield,
  thermometer: Thermometer,
  bug: Bug,
  pill: Pill,
  leaf: Leaf,
  waves: Waves,
} satisfies Record<IconKey, unknown>;

export function CatalogueIcon({ icon, size = 24 }: { icon: IconKey; size?: number }) {
  const Icon = ICONS[icon];
  return <Icon size={size} aria-hidden="true" />;
}
