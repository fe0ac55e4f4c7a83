import { parseArgs } from 'node:util';
import {
  FEATURE_MATRIX,
  MATRIX_COLUMNS,
  MATRIX_COLUMN_LABELS,
  listTargets,
  serializeExport,
} from '../../core';
import type { MatrixCell } from '../../core';
import { CliUsageError, EXIT_OK } from '../io';
import type { CliCommand } from '../io';

export const TARGETS_USAGE = `Usage: tool-schema targets [--format text|json]
  Lists the export targets with their options, and the feature matrix: for each schema feature
  or tool field, what export does per target (ok = kept, conv = converted, strip = removed with a
  listed change, REJ = the tool is refused; ? = the provider's behaviour is unverified).`;

const SHORT: Record<MatrixCell['support'], string> = {
  supported: 'ok',
  converted: 'conv',
  stripped: 'strip',
  rejected: 'REJ',
};

function cellText(cell: MatrixCell): string {
  return SHORT[cell.support] + (cell.verified === false ? '?' : '');
}

export const targetsCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'text' } },
  });
  if (positionals.length > 0) throw new CliUsageError('targets takes no FILE.');
  if (values.format !== 'text' && values.format !== 'json')
    throw new CliUsageError(`--format is text or json, not "${values.format}".`);
  const targets = listTargets().map((t) => ({
    id: t.id,
    label: t.label,
    options: t.options.map((o) => o.key),
  }));
  if (values.format === 'json') {
    io.stdout(
      serializeExport({
        targets,
        columns: MATRIX_COLUMNS.map((id) => ({ id, label: MATRIX_COLUMN_LABELS[id] })),
        features: FEATURE_MATRIX,
      }),
    );
    return EXIT_OK;
  }
  const idWidth = Math.max(...targets.map((t) => t.id.length));
  const lines = ['Targets:'];
  for (const t of targets)
    lines.push(
      `  ${t.id.padEnd(idWidth)}  ${t.label}${t.options.length ? ` (options: ${t.options.join(', ')})` : ''}`,
    );
  lines.push(
    '',
    'Feature matrix (ok = kept, conv = converted, strip = removed with a change, REJ = tool refused, ? = unverified):',
  );
  const labelWidth = Math.max(...FEATURE_MATRIX.map((r) => r.label.length), 'feature'.length);
  const widths = MATRIX_COLUMNS.map((c) => Math.max(c.length, 6));
  lines.push(
    `  ${'feature'.padEnd(labelWidth)}  ${MATRIX_COLUMNS.map((c, i) => c.padEnd(widths[i]!)).join(' ')}`.trimEnd(),
  );
  for (const row of FEATURE_MATRIX) {
    lines.push(
      `  ${row.label.padEnd(labelWidth)}  ${MATRIX_COLUMNS.map((c, i) => cellText(row.cells[c]).padEnd(widths[i]!)).join(' ')}`.trimEnd(),
    );
  }
  io.stdout(lines.join('\n') + '\n');
  return EXIT_OK;
};
