import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen (its code or its data) is on the way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[65] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-progress bg-brand-600" />
    </div>
  );
}
