import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';

/** Spec §2's empty layout, for the sign-in pages: the logo and nothing to wander off to. */
export default function EmptyLayout() {
  return (
    <div className="min-h-screen bg-neutral-50">
      <header className="flex justify-center py-8">
        <Logo />
      </header>
      <Outlet />
    </div>
  );
}
