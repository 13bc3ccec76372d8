// One nivo theme for every chart, built from the design tokens' values.
export const CHART_COLORS = ['#1d4ed8', '#0f9d8a', '#e07b00', '#8b5cf6'] as const;

export const chartTheme = {
  text: { fontFamily: "Inter, 'Segoe UI', system-ui, sans-serif", fontSize: 12, fill: '#5b6679' },
  axis: {
    domain: { line: { stroke: '#dde3ed', strokeWidth: 1 } },
    ticks: { line: { stroke: '#dde3ed', strokeWidth: 1 }, text: { fill: '#5b6679', fontSize: 11 } },
    legend: { text: { fill: '#172033', fontSize: 12, fontWeight: 600 } },
  },
  grid: { line: { stroke: '#eef1f6', strokeWidth: 1 } },
  tooltip: {
    container: {
      background: '#172033',
      color: '#ffffff',
      fontSize: 12,
      borderRadius: 8,
      boxShadow: '0 12px 32px rgb(23 32 51 / 18%)',
      padding: '8px 10px',
    },
  },
  crosshair: { line: { stroke: '#5b6679', strokeWidth: 1, strokeOpacity: 0.5 } },
} as const;
