import heroUrl from "@client/assets/auth-hero.svg";
import { Card } from "@client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { useSiteConfig } from "@client/features/site/api";
import { usePublicPageMeta } from "@client/lib/public-page-meta";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { MessageSquareText, Star, Users } from "lucide-react";
import { useState } from "react";
import { LoginForm } from "../components/login-form";
import { RegisterForm } from "../components/register-form";

const PROMISES = [
  {
    icon: Star,
    title: "Rate podcasts",
    text: "Rate your favourite podcasts across all genres, in half stars.",
  },
  {
    icon: MessageSquareText,
    title: "Write reviews",
    text: "Write thoughtful reviews that help listeners find their next show.",
  },
  { icon: Users, title: "Join the community", text: "Connect with other critics and grow your reputation." },
];

export default function AuthPage() {
  const site = useSiteConfig();
  const [tab, setTab] = useState("login");
  useDocumentTitle(tab === "login" ? "Login" : "Register");
  usePublicPageMeta(
    `Sign in to ${site.brandName}, where podcast critics publish their reviews and ratings: rate podcasts across every genre, write thoughtful reviews and connect with other critics.`,
  );

  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
      <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-6 md:p-8 lg:max-w-none">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">Welcome to {site.brandName}</h1>
          <p className="text-sm text-fg-muted">Log in to your account or create a new one.</p>
        </div>
        <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-6">
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </Card>
      <aside
        aria-label={`Why join ${site.brandName}`}
        className="hidden flex-col gap-6 overflow-hidden rounded-(--radius-card) border border-border bg-surface p-8 lg:flex"
      >
        <img
          src={heroUrl}
          alt=""
          className="aspect-[4/3] w-full rounded-lg object-cover"
          width={640}
          height={480}
        />
        <div>
          <h2 className="text-xl font-semibold">The critics' corner of podcasting</h2>
          <p className="mt-1 text-fg-secondary">Where podcast critics share their reviews and ratings.</p>
        </div>
        <ul className="flex flex-col gap-4">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-fg-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
