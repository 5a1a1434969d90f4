import { NavLink, Outlet } from 'react-router';

const TABS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/trainers', label: 'Trainers', end: false },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/content', label: 'Content', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
];

/** daisyUI's half-opacity inactive tabs fall below WCAG AA contrast. */
const INACTIVE_TAB = 'text-base-content/80';

export function AdminLayout() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <p className="mt-1 text-base-content/70">Moderate trainers, users, content and platform settings.</p>
      <nav aria-label="Admin sections" className="mt-6 overflow-x-auto">
        {/* daisyUI styles .tab as a direct child of .tabs; NavLink marks the current one (aria-current). */}
        <div className="tabs tabs-box w-max">
          {TABS.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              end={tab.end}
              className={({ isActive }) => `tab ${isActive ? 'tab-active' : INACTIVE_TAB}`}
            >
              {tab.label}
            </NavLink>
          ))}
        </div>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </section>
  );
}
