import { getDefaultRegistry } from '@rjsf/core';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { defaultPlaceholder } from './default-placeholder';

// RJSF's registry always holds its SelectWidget; the index type says it might not.
const CoreSelectWidget = getDefaultRegistry().widgets.SelectWidget as Widget;

/** RJSF's select, whose empty choice names the schema's default (see default-placeholder.ts). */
export function SelectWidget(props: WidgetProps) {
  return (
    <CoreSelectWidget
      {...props}
      placeholder={props.placeholder || defaultPlaceholder(props.schema)}
    />
  );
}
