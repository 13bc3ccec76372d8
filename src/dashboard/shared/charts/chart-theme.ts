// One nivo theme for every chart. Its neutrals are the design tokens themselves (CSS variables, which
// Chromium, Firefox and Safari resolve in SVG attributes and inline styles), so the charts follow the
// light or dark theme, and print light, with no JavaScript. The series colours stay literal: nivo
// derives colours from them, which it cannot do from a variable; they are mid-tones that read on both.
export const CHART_COLORS = ['#1d4ed8', '#0f9d8a', '#e07b00', '#8b5cf6'] as const;

export const chartTheme = {
  text: { fontFamily: "Inter, 'Segoe UI', system-ui, sans-serif", fontSize: 12, fill: 'var(--color-text-muted)' },
  axis: {
    domain: { line: { stroke: 'var(--color-border)', strokeWidth: 1 } },
    ticks: {
      line: { stroke: 'var(--color-border)', strokeWidth: 1 },
      text: { fill: 'var(--color-text-muted)', fontSize: 11 },
    },
    legend: { text: { fill: 'var(--color-text)', fontSize: 12, fontWeight: 600 } },
  },
  grid: { line: { stroke: 'var(--chart-grid)', strokeWidth: 1 } },
  tooltip: {
    container: {
      // The tooltip is the page inverted: dark on the light theme, light on the dark one.
      background: 'var(--color-text)',
      color: 'var(--color-text-inverse)',
      fontSize: 12,
      borderRadius: 8,
      boxShadow: 'var(--shadow-pop)',
      padding: '8px 10px',
    },
  },
  crosshair: { line: { stroke: 'var(--color-text-muted)', strokeWidth: 1, strokeOpacity: 0.5 } },
} as const;
