import { memo, useMemo } from 'react';
import { type BacklogForecast, FORECAST_WEEKS, forecastBacklog, PACE_WINDOW_WEEKS } from '../model/backlog-forecast';
import { formatCount } from '../model/period-comparison';
import type { WeeklyFlow } from '../model/remediation-analytics';
import { RemediationCard } from './remediation-card';
import styles from './remediation-section.module.css';

const pace = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** A weekly net as a pace: "4.5 fewer open a week" or "2 more open a week". */
function formatPace(net: number): string {
  if (net === 0) return 'no change a week';
  return `${pace.format(Math.abs(net))} ${net > 0 ? 'fewer' : 'more'} open a week`;
}

export const FORECAST_ASSUMPTION = `Assumes the coming weeks fix and introduce vulnerabilities at the pace of the last ${FORECAST_WEEKS} complete weeks (Monday to Sunday, UTC, ended by the period's last day); the range takes the best and the worst ${PACE_WINDOW_WEEKS} weeks in a row among them.`;

/** What the forecast says, in one headline and a sentence or two; no date unless the backlog shrinks. */
function ForecastText({ forecast }: { forecast: BacklogForecast }) {
  if (forecast.status === 'not-enough-weeks') {
    return (
      <p className={styles.forecastDetail}>
        A forecast needs {FORECAST_WEEKS} complete weeks of flow; this selection has {forecast.completeWeeks}. Choose a
        longer period.
      </p>
    );
  }
  const span = `the ${FORECAST_WEEKS} weeks from ${forecast.firstWeek} to the week of ${forecast.lastWeek}`;
  if (forecast.status === 'no-backlog') {
    return <p className={styles.forecastHeadline}>No open vulnerabilities: the backlog is empty.</p>;
  }
  if (forecast.status !== 'shrinking') {
    return (
      <>
        <p className={styles.forecastHeadline}>
          {forecast.status === 'growing' ? 'The backlog is growing' : 'The backlog is flat'}: no date.
        </p>
        <p className={styles.forecastDetail}>
          Over {span}, {formatPace(forecast.meanNet)} on average: at this pace the {formatCount(forecast.backlog)} open
          vulnerabilities do not reach zero.
        </p>
      </>
    );
  }
  if (forecast.estimate === null) {
    return (
      <>
        <p className={styles.forecastHeadline}>Backlog clear in more than 100 years at this pace.</p>
        <p className={styles.forecastDetail}>
          Over {span}, {formatPace(forecast.meanNet)} on average, against {formatCount(forecast.backlog)} open
          vulnerabilities.
        </p>
      </>
    );
  }
  const latest =
    forecast.latest !== null
      ? `${forecast.latest} at the worst pace (${formatPace(forecast.worstPace)})`
      : forecast.worstPace > 0
        ? `more than 100 years away at the worst pace (${formatPace(forecast.worstPace)})`
        : `no end: at the worst pace (${formatPace(forecast.worstPace)}) the backlog does not shrink, so the range is open-ended`;
  const earliest = forecast.earliest === null ? 'more than 100 years away' : `${forecast.earliest} at the best pace`;
  return (
    <>
      <p className={styles.forecastHeadline}>
        Backlog clear around <time dateTime={forecast.estimate}>{forecast.estimate}</time>
      </p>
      <p className={styles.forecastDetail}>
        {formatCount(forecast.backlog)} open vulnerabilities at {formatPace(forecast.meanNet)}, the mean over {span},
        counted from {forecast.asOf}.
      </p>
      <p className={styles.forecastDetail}>
        Range: from {earliest} ({formatPace(forecast.bestPace)}) to {latest}.
      </p>
    </>
  );
}

/** When the open backlog would reach zero at the recent pace, with its range and its assumption. */
export const BacklogForecastCard = memo(function BacklogForecastCard({
  weekly,
  periodEnd,
}: {
  weekly: readonly WeeklyFlow[];
  /** The period's last day (YYYY-MM-DD): weeks that ended by then are complete. */
  periodEnd: string | undefined;
}) {
  const forecast = useMemo(() => forecastBacklog(weekly, periodEnd), [weekly, periodEnd]);
  return (
    <RemediationCard title="Backlog forecast" subtitle={FORECAST_ASSUMPTION}>
      <div className={styles.forecast}>
        <ForecastText forecast={forecast} />
      </div>
    </RemediationCard>
  );
});
