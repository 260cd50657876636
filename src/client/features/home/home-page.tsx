import { useCurrentUser } from "@client/features/auth/api";
import { Catalogue } from "@client/features/podcasts";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { Announcements } from "./announcements";
import { RolePanel } from "./role-panel";
import { WelcomePanel } from "./welcome-panel";

export default function HomePage() {
  useDocumentTitle("Home");
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-3 md:gap-6">
      <div className="grid grid-cols-1 gap-3 md:gap-4 lg:grid-cols-3 lg:gap-6">
        <div className="lg:col-span-2">
          <WelcomePanel user={user} />
        </div>
        <RolePanel user={user} />
      </div>
      <Announcements />
      <Catalogue />
    </div>
  );
}
