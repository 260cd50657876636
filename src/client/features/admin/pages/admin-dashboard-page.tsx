import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { ApplicationsCard } from "@client/features/admin/components/applications-card";
import { Link } from "@client/lib/router";
import { useSearchParams } from "@client/lib/router/search-params";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { trendWeeksParam } from "@shared/api/urls/admin";
import { paths } from "@shared/routing/page-paths";
import { ArrowRight, BarChart3, Mic, Star, UserCheck, Users } from "lucide-react";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { useAdminStats } from "../api/dashboard";
import { AdminSectionLinks } from "../components/admin-section-links";
import { DeliveryCard } from "../components/delivery-card";
import { ExportsCard } from "../components/exports-card";
import { ReportsCard } from "../components/reports-card";
import { StatCard } from "../components/stat-card";
import { TrendsSection } from "../components/trends-section";

export default function AdminDashboardPage() {
  useDocumentTitle("Admin Dashboard");
  const stats = useAdminStats();
  const data = stats.data;
  const [search] = useSearchParams();

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        icon={BarChart3}
        title="Admin Dashboard"
        description="The critics' corner at a glance."
      />

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

      <ApplicationsCard />
      <ReportsCard />

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
            <AdminSectionLinks />
          </div>
        </Card>
        {!stats.isError && <DeliveryCard stats={data} />}
      </div>
      <ExportsCard />
    </div>
  );
}
