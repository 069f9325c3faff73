import coverage from 'virtual:spec-coverage';

/** Opens a story in the Storybook around this docs page (index.html sits beside iframe.html). */
const storyHref = (storyId: string) => `./?path=/story/${storyId}`;

const cell = {
  padding: '6px 8px',
  borderTop: '1px solid var(--border, #ddd)',
  verticalAlign: 'top',
} as const;

/** Counts: proved, unproved, claims, and the ids a claim names that the rules do not list. */
export function CoverageSummary() {
  const proved = coverage.rules.length - coverage.unproved.length;
  return (
    <div>
      <p>
        <strong>{coverage.rules.length}</strong> rules: <strong>{proved}</strong> proved,{' '}
        <strong data-testid="unproved-count">{coverage.unproved.length}</strong> without a proof;{' '}
        {coverage.claimCount} claims.
      </p>
      {coverage.unproved.length > 0 && <p>Without a proof: {coverage.unproved.join(', ')}</p>}
      {[...coverage.unknown, ...coverage.problems].map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}

/** Every rule, grouped as rules.md groups them, with its status and what proves it. */
export function CoverageTable() {
  const sections = [...new Set(coverage.rules.map((rule) => rule.section))];
  return sections.map((section) => (
    <section key={section}>
      <h2>{section}</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', width: '18%' }}>Rule</th>
            <th style={{ textAlign: 'left', width: '40%' }}>What it says</th>
            <th style={{ textAlign: 'left', width: '8%' }}>Status</th>
            <th style={{ textAlign: 'left' }}>Proved by</th>
          </tr>
        </thead>
        <tbody>
          {coverage.rules
            .filter((rule) => rule.section === section)
            .map((rule) => (
              <tr key={rule.id} id={rule.id}>
                <td style={cell}>
                  <code>{rule.id}</code>
                </td>
                <td style={cell}>
                  {rule.rule} <small>({rule.source})</small>
                </td>
                <td
                  style={{ ...cell, color: rule.proofs.length > 0 ? '#15803d' : '#b91c1c', fontWeight: 600 }}
                >
                  {rule.proofs.length > 0 ? 'proved' : 'UNPROVED'}
                </td>
                <td style={cell}>
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {rule.proofs.map((proof) => (
                      <li key={`${proof.file}:${proof.line}`}>
                        {proof.storyId ? (
                          <a href={storyHref(proof.storyId)} target="_top">
                            {proof.name}
                          </a>
                        ) : (
                          <>
                            test “{proof.name}” in{' '}
                            <code>
                              {proof.file}:{proof.line}
                            </code>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  ));
}
