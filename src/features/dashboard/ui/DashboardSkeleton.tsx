/**
 * The page's shape while the accounts load: grey blocks where the greeting, the net position and
 * the cards will be, so nothing jumps when they arrive. Announced once as "Loading your accounts".
 */
export function DashboardSkeleton() {
  return (
    <div className="dashboard-skeleton" role="status" aria-label="Loading your accounts">
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--line" />
      <div className="dashboard-skeleton__cards">
        {[0, 1, 2].map((n) => <span key={n} className="skeleton skeleton--card" />)}
      </div>
    </div>
  );
}

/** A panel's placeholder while the overview loads. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div className="dashboard-panel" role="status" aria-label={label}>
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--row" />
      <span className="skeleton skeleton--row" />
      <span className="skeleton skeleton--row" />
    </div>
  );
}

/** The side panels' placeholders: upcoming payments and recent activity. */
export function PanelSkeletons() {
  return <><PanelSkeleton label="Loading upcoming payments" /><PanelSkeleton label="Loading recent activity" /></>;
}
