import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Button, Card, chakra, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { type ReactElement, useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { addDays, clinicDate, isRealDate } from '../../../../common/booking/schedule';
import { DAY_NAMES } from '../../../../common/clinic/schedule';
import { inr } from '../../../../common/desk/payment';
import { axisDayLabel, shortDayLabel } from '../../../../common/i18n/dates';
import type { Locale } from '../../../../common/i18n/locale';
import {
  DAY_COLUMNS,
  type DayColumn,
  type DayFigures,
  defaultFigureFrom,
  type FigureReport,
  figureCells,
  figureRangeProblem,
  figureText,
  type Figures as RangeFigures,
} from '../../../../common/queue/figures';
import { m, pageLocale } from '../../i18n';
import { useDeskData } from './session';
import { LoadState } from './states';

/**
 * The desk's Figures tab (issue 27, item 6): a range of dates (the last four weeks unless changed), the range's
 * figures at a glance, and four charts — bookings and walk-ins, the no-show rate, the median wait and consultation per
 * day, the busiest slots — each with its figures as a table below it (the chart itself is hidden from screen readers:
 * the table says the same). Loaded only when the tab opens (desk-app.tsx): recharts stays out of every other bundle.
 */
export function FiguresView() {
  const today = clinicDate();
  const [from, setFrom] = useState(() => defaultFigureFrom(today));
  const [to, setTo] = useState(today);
  const problem = figureRangeProblem(from, to);
  const range = `from=${from}&to=${to}`;
  const { loaded, reload } = useDeskData<FigureReport>(problem ? null : `/stats?${range}`);
  const lastWeeks = (weeks: number) => {
    setFrom(addDays(today, 1 - weeks * 7));
    setTo(today);
  };
  return (
    <Stack gap="5" as="section" aria-labelledby="figures-title">
      <Stack gap="1">
        <Heading as="h2" size="md" id="figures-title">
          {m.figures_title()}
        </Heading>
        <Text fontSize="sm" color="ink.700">
          {m.figures_intro()}
        </Text>
      </Stack>
      <Stack gap="3" maxW="3xl">
        <HStack gap="2" wrap="wrap">
          {[4, 12].map((weeks) => (
            <Button key={weeks} size="sm" variant="outline" onClick={() => lastWeeks(weeks)}>
              {m.figures_last_weeks({ weeks })}
            </Button>
          ))}
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!!problem}>
            <Field.Label>{m.figures_from()}</Field.Label>
            <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </Field.Root>
          <Field.Root invalid={!!problem}>
            <Field.Label>{m.figures_to()}</Field.Label>
            <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {problem ? null : (
          <Button asChild variant="outline" size="sm" alignSelf={{ base: 'stretch', sm: 'start' }}>
            <a href={`/api/desk/stats.csv?${range}`} download={`figures-${from}-to-${to}.csv`}>
              <Download size={16} aria-hidden="true" />
              {m.figures_download()}
            </a>
          </Button>
        )}
      </Stack>
      {problem ? null : (
        <LoadState loaded={loaded} what={m.figures_what()} onRetry={reload}>
          {loaded.data ? <Figures report={loaded.data} /> : null}
        </LoadState>
      )}
    </Stack>
  );
}

/** A date as the chart writes it (the one formatting home, common/i18n/dates.ts); anything else recharts hands a
 * formatter (an index, '') as it is. */
const dateText = (label: (date: string, locale: Locale) => string, value: unknown) => {
  const date = String(value ?? '');
  return isRealDate(date) ? label(date, pageLocale()) : date;
};

const columnsOf = (...keys: DayColumn['key'][]) => DAY_COLUMNS.filter((c) => keys.includes(c.key));

function Figures({ report }: { report: FigureReport }) {
  const { total } = report;
  const none = (text: string) => text || m.figures_none();
  const headline: [string, string][] = [
    [m.figures_col_bookings(), figureText(total.bookings)],
    [m.figures_col_walk_ins(), figureText(total.walkIns)],
    [
      m.figures_stat_no_show_rate(),
      total.noShowRate === null ? '' : m.figures_percent({ percent: figureText(total.noShowRate, 1) }),
    ],
    [
      m.figures_stat_wait(),
      total.medianWait === null ? '' : m.figures_minutes({ minutes: figureText(total.medianWait, 1) }),
    ],
    [
      m.figures_stat_consultation(),
      total.medianConsultation === null ? '' : m.figures_minutes({ minutes: figureText(total.medianConsultation, 1) }),
    ],
  ];
  const empty = total.bookings === 0 && total.walkIns === 0;
  // The per-day charts: what each draws, and the columns of its table.
  const dayCharts: { title: string; kind: 'bars' | 'lines'; series: DaySeries[]; columns: DayColumn[] }[] = [
    {
      title: m.figures_chart_visits(),
      kind: 'bars',
      series: [
        { name: 'bookings', label: m.figures_col_bookings(), color: 'brand.solid', stackId: 'visits' },
        { name: 'walkIns', label: m.figures_col_walk_ins(), color: 'orange.400', stackId: 'visits' },
      ],
      columns: columnsOf('bookings', 'walkIns'),
    },
    {
      title: m.figures_chart_no_shows(),
      kind: 'bars',
      series: [{ name: 'noShowRate', label: m.figures_col_no_show_rate(), color: 'red.500' }],
      columns: columnsOf('bookings', 'noShows', 'noShowRate'),
    },
    {
      title: m.figures_chart_times(),
      kind: 'lines',
      series: [
        { name: 'medianWait', label: m.figures_stat_wait(), color: 'orange.500' },
        { name: 'medianConsultation', label: m.figures_stat_consultation(), color: 'brand.solid' },
      ],
      columns: columnsOf('medianWait', 'medianConsultation'),
    },
  ];
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="figures-totals">
        {headline.map(([label, value]) => (
          <Stack key={label} gap="0.5" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" bg="white">
            <Text fontSize="sm" color="ink.700">
              {label}
            </Text>
            <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {value || <span title={m.figures_none_label()}>{m.figures_none()}</span>}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {empty ? <Text color="ink.700">{m.figures_empty()}</Text> : null}
      {report.money ? <MoneyFigures money={report.money} /> : null}
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        {dayCharts.map((c) => (
          <ChartCard
            key={c.title}
            title={c.title}
            chart={<DayChart days={report.days} kind={c.kind} series={c.series} />}
            table={<DayTable days={report.days} total={report.total} columns={c.columns} none={none} />}
          />
        ))}
        <ChartCard
          title={m.figures_chart_slots()}
          chart={<SlotBars report={report} />}
          table={<SlotTable report={report} />}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The fees collected and refunded on the range's days (issue 42), as two more figures under the headline ones. */
function MoneyFigures({ money }: { money: NonNullable<FigureReport['money']> }) {
  const id = useId();
  const figures: [string, string, string][] = [
    [m.figures_money_collected(), inr(money.collectedPaise), m.figures_money_payments({ count: money.payments })],
    [m.figures_money_refunded(), inr(money.refundedPaise), m.figures_money_refunds({ count: money.refunds })],
  ];
  return (
    <Stack gap="2" as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id}>
        {m.figures_money_title()}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="figures-money">
        {figures.map(([label, value, note]) => (
          <Stack key={label} gap="0.5" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" bg="white">
            <Text fontSize="sm" color="ink.700">
              {label}
            </Text>
            <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {value}
            </Text>
            <Text fontSize="xs" color="ink.700">
              {note}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A chart (hidden from screen readers) with its figures as a table below it, behind a disclosure. */
function ChartCard({ title, chart, table }: { title: string; chart: ReactElement; table: ReactElement }) {
  const id = useId();
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={id} minW="0">
      <Card.Body gap="3" px={{ base: '3', md: '4' }}>
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
        <Box aria-hidden="true">{chart}</Box>
        <Box as="details" fontSize="sm">
          <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="medium" py="1">
            {m.figures_table()}
          </Box>
          {table}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

type DayKey = 'bookings' | 'walkIns' | 'noShowRate' | 'medianWait' | 'medianConsultation';

/** One figure drawn per day: its key, its name in the legend, its colour, and its stack (bars). */
interface DaySeries {
  name: DayKey;
  label: string;
  color: string;
  stackId?: string;
}

/** Each series with its colour's dot for the legend and the tooltip (the theme has no recipe for Chakra's swatch). */
function withSwatches<S extends { color: string }>(series: S[]): (S & { icon: ReactElement })[] {
  return series.map((s) => ({
    ...s,
    icon: <Box as="span" display="inline-block" boxSize="2.5" rounded="full" bg={s.color} flexShrink={0} />,
  }));
}

/**
 * Figures per day: bars (stacked when the series share a stackId), or lines (a day without a figure leaves no point,
 * the line goes on to the next).
 */
function DayChart({ days, kind, series }: { days: DayFigures[]; kind: 'bars' | 'lines'; series: DaySeries[] }) {
  const chart = useChart({ data: days, series: withSwatches(series) });
  const Plot = kind === 'bars' ? BarChart : LineChart;
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={{ base: '56', md: '64' }}>
      <Plot data={chart.data} responsive accessibilityLayer={false} margin={{ left: -20, right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key('date')}
          tickFormatter={(d) => dateText(axisDayLabel, d)}
          tickLine={false}
          minTickGap={12}
        />
        <YAxis allowDecimals={kind === 'lines'} axisLine={false} tickLine={false} />
        <Tooltip
          cursor={kind === 'bars' ? { fill: chart.color('bg.muted') } : true}
          animationDuration={100}
          labelFormatter={(d) => dateText(shortDayLabel, d)}
          content={<Chart.Tooltip />}
        />
        {series.length > 1 ? <Legend content={<Chart.Legend />} itemSorter={null} /> : null}
        {chart.series.map((s) =>
          kind === 'bars' ? (
            <Bar
              key={s.name}
              dataKey={chart.key(s.name)}
              name={String(s.label)}
              fill={chart.color(s.color)}
              stackId={s.stackId}
              isAnimationActive={false}
            />
          ) : (
            <Line
              key={s.name}
              dataKey={chart.key(s.name)}
              name={String(s.label)}
              stroke={chart.color(s.color)}
              strokeWidth={2}
              dot={{ r: 2 }}
              connectNulls
              isAnimationActive={false}
            />
          ),
        )}
      </Plot>
    </Chart.Root>
  );
}

/** Weekdays as the charts and tables name them. */
const dayName = (d: number) => DAY_NAMES[d];

/** A shade of the brand for each weekday's part of a slot's bar, light to dark through the week. */
const WEEKDAY_SHADES = ['brand.300', 'brand.400', 'brand.500', 'brand.600', 'brand.700', 'brand.800', 'brand.900'];

/** Bookings per slot, one horizontal bar per slot stacked by weekday. */
function SlotBars({ report }: { report: FigureReport }) {
  const data = report.slots.map((s) => ({
    time: s.time,
    ...Object.fromEntries(report.weekdays.map((d, i) => [dayName(d), s.counts[i]])),
  }));
  const chart = useChart<Record<string, string | number>>({
    data,
    series: withSwatches(
      report.weekdays.map((d, i) => ({ name: dayName(d), color: WEEKDAY_SHADES[i], stackId: 'week' })),
    ),
  });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={`${Math.max(12, 5 + report.slots.length * 2.5)}rem`}>
      <BarChart data={chart.data} layout="vertical" responsive accessibilityLayer={false} margin={{ right: 8 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" allowDecimals={false} axisLine={false} tickLine={false} />
        <YAxis type="category" dataKey={chart.key('time')} width={72} tickLine={false} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip showTotal />}
        />
        <Legend content={<Chart.Legend />} itemSorter={null} />
        {chart.series.map((s) => (
          <Bar
            key={String(s.name)}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            stackId={s.stackId}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

const Table = chakra('table');
const Caption = chakra('caption');
const Thead = chakra('thead');
const Tr = chakra('tr');
const Th = chakra('th');
const Td = chakra('td');

/** Cells of the figures' tables (the site's theme carries no table recipe: these few styles are the table's own). */
const CELL = {
  px: '2.5',
  py: '1.5',
  borderTopWidth: '1px',
  borderColor: 'border.muted',
  whiteSpace: 'nowrap',
} as const;

/**
 * A table of figures: a header row, a row per item (its first cell a row header), and a total row. It scrolls sideways
 * inside its card when wider than a phone (a region the keyboard can reach and scroll).
 */
function FigureTable({
  caption,
  head,
  rows,
  foot,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  foot: string[];
}) {
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      mt="2"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table w="full" fontVariantNumeric="tabular-nums" css={{ borderCollapse: 'collapse' }}>
        <Caption srOnly>{caption}</Caption>
        <Thead bg="gray.50">
          <tr>
            {head.map((h, i) => (
              <Th
                key={h}
                scope="col"
                {...CELL}
                borderTopWidth="0"
                textAlign={i ? 'end' : 'start'}
                fontWeight="semibold"
              >
                {h}
              </Th>
            ))}
          </tr>
        </Thead>
        <tbody>
          {[...rows, foot].map(([first, ...cells], r) => (
            <Tr key={`${first}-${r}`} fontWeight={r === rows.length ? 'semibold' : 'normal'}>
              <Th scope="row" {...CELL} textAlign="start" fontWeight="inherit">
                {first}
              </Th>
              {cells.map((c, i) => (
                <Td key={head[i + 1]} {...CELL} textAlign="end">
                  {c}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

/** Some of the per-day columns as a table, a row per day and the range's total last. */
function DayTable({
  days,
  total,
  columns,
  none,
}: {
  days: DayFigures[];
  total: RangeFigures;
  columns: DayColumn[];
  none: (text: string) => string;
}) {
  return (
    <FigureTable
      caption={columns.map((c) => c.header()).join(', ')}
      head={[m.figures_col_date(), ...columns.map((c) => c.header())]}
      rows={days.map((d) => [dateText(shortDayLabel, d.date), ...figureCells(d, columns).map(none)])}
      foot={[m.figures_total(), ...figureCells(total, columns).map(none)]}
    />
  );
}

/** The busiest slots as a table: a row per slot, a column per weekday, the totals last. */
function SlotTable({ report }: { report: FigureReport }) {
  const totals = report.weekdays.map((_, i) => report.slots.reduce((sum, s) => sum + s.counts[i], 0));
  return (
    <FigureTable
      caption={m.figures_chart_slots()}
      head={[m.figures_col_slot(), ...report.weekdays.map(dayName), m.figures_total()]}
      rows={report.slots.map((s) => [s.time, ...s.counts.map(String), String(s.total)])}
      foot={[m.figures_total(), ...totals.map(String), String(totals.reduce((a, b) => a + b, 0))]}
    />
  );
}
