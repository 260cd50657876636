import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { paths } from "@client/lib/paths";
import { Link, useSearchParams } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import {
  ArrowRight,
  BarChart3,
  BookOpenText,
  Link2Off,
  Mic,
  ScrollText,
  Star,
  UserCheck,
  Users,
} from "lucide-react";
import { useAdminStats } from "../api/dashboard";
import { DeliveryCard } from "../components/delivery-card";
import { ExportsCard } from "../components/exports-card";
import { StatCard } from "../components/stat-card";
import { TrendsSection } from "../components/trends-section";
import { trendWeeksParam } from "../urls";

export default function AdminDashboardPage() {
  useDocumentTitle("Admin Dashboard");
  const stats = useAdminStats();
  const data = stats.data;
  const [search] = useSearchParams();

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold md:text-3xl">
          <BarChart3 aria-hidden className="size-7 text-accent" /> Admin Dashboard
        </h1>
        <p className="mt-1 text-fg-muted">The critics' corner at a glance.</p>
      </div>

      {stats.isError ? (
        <ErrorState title="Could not load statistics" query={stats} />
      ) : (
        <section
          aria-label="Statistics"
          aria-busy={stats.isLoading}
          className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4"
        >
          <StatCard label="Total Podcasts" value={data?.podcastCount} icon={Mic} />
          <StatCard label="Total Reviews" value={data?.reviewCount} icon={Star} />
          <StatCard label="Total Users" value={data?.userCount} icon={Users} />
          <StatCard
            label="Active Critics"
            value={data?.criticsCount}
            icon={UserCheck}
            hint="Active critics with a critic name"
          />
        </section>
      )}

      <TrendsSection weeks={trendWeeksParam(search)} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="flex flex-col gap-3 p-5 lg:col-span-2">
          <h2 className="text-lg font-semibold">Administration</h2>
          <p className="text-sm text-fg-muted">
            Turn new sign-ups into critics, add critics and their publications, suspend or delete accounts and
            check milestones. Every change is recorded in the audit log.
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Link to={paths.adminUsers} className={buttonClass("primary", "md")}>
              <Users aria-hidden /> Manage Users <ArrowRight aria-hidden />
            </Link>
            <Link to={paths.adminCritics} className={buttonClass("outline", "md")}>
              <BookOpenText aria-hidden /> Critics
            </Link>
            <Link to={paths.adminCriticReviews} className={buttonClass("outline", "md")}>
              <Link2Off aria-hidden /> Unlinked Critic Reviews
            </Link>
            <Link to={paths.adminAudit} className={buttonClass("outline", "md")}>
              <ScrollText aria-hidden /> Audit Log
            </Link>
          </div>
        </Card>
        {!stats.isError && <DeliveryCard stats={data} />}
      </div>
      <ExportsCard />
    </div>
  );
}
