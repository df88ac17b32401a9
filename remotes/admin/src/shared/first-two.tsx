import { Badge } from '@comarketing/ui';

/** The spec's list cells: the first two values as badges and '+N' for the rest (named in full for screen readers). */
export function FirstTwo({ values, label }: { values: readonly string[]; label: (value: string) => string }) {
  if (values.length === 0) return <>-</>;
  const rest = values.slice(2);
  return (
    <span className="admin-badges">
      {values.slice(0, 2).map((value) => (
        <Badge key={value} variant="secondary">
          {label(value)}
        </Badge>
      ))}
      {rest.length ? (
        <Badge variant="outline" title={rest.map(label).join(', ')}>
          +{rest.length}
          <span className="cm-sr-only"> more: {rest.map(label).join(', ')}</span>
        </Badge>
      ) : null}
    </span>
  );
}
