import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import { formatPercent, VALUE_RATES_FOOTNOTE } from '@/lib/rates';
import { currencyValues, type CurrencyValue, type DashboardSummary } from '../model';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figure({ term, value, note }: { term: string; value: string; note: string }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-xl font-bold tabular-nums tracking-tight sm:text-2xl">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

function CurrencyFigures({ entry }: { entry: CurrencyValue }) {
  const money = (value: number) => formatMoney(value, entry.currency, { whole: true });
  const { pipeline, decided } = entry;
  const unvalued = pipeline.count - pipeline.valued;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Figure
        term="Pipeline value"
        value={money(pipeline.total)}
        note={`${plural(pipeline.count, 'open tender', 'open tenders')}${unvalued > 0 ? `, ${unvalued} without a value` : ''}`}
      />
      <Figure
        term="Weighted forecast"
        value={money(pipeline.weighted)}
        note="Value × probability of winning"
      />
      <Figure
        term="Win rate by value"
        value={formatPercent(entry.winRateByValue)}
        note={
          decided.won + decided.lost === 0
            ? 'No decided bids yet'
            : `${money(decided.won_value)} won of ${money(decided.won_value + decided.lost_value)} decided`
        }
      />
    </dl>
  );
}

/** The open tenders' value and weighted forecast, and the win rate by value, per currency. */
export function PipelineValueCard({ summary }: { summary: DashboardSummary }) {
  const entries = currencyValues(summary);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Pipeline value</CardTitle>
        <CardDescription>
          Open tenders (under review, in development, submitted) and decided bids
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open or decided tenders yet</p>
        ) : (
          entries.map((entry) =>
            entries.length === 1 ? (
              <CurrencyFigures key={entry.currency} entry={entry} />
            ) : (
              <section key={entry.currency} aria-label={entry.currency} className="grid gap-3">
                <h3 className="text-sm font-semibold">{entry.currency}</h3>
                <CurrencyFigures entry={entry} />
              </section>
            ),
          )
        )}
        <p className="text-xs text-muted-foreground">{VALUE_RATES_FOOTNOTE}</p>
      </CardContent>
    </Card>
  );
}
