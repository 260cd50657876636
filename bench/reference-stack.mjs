// The reference stack of `npm run bench` (issue 54): what this product replaces, an Express 4 app with
// express-session, its sessions in PostgreSQL through connect-pg-simple, and passport's local strategy,
// on the same database and accounts as the app. Per signed-in request it reads the session, reads the user
// (passport's deserializeUser) and touches the session's expiry (a write), then answers. Started by the
// bench as its own process: `DATABASE_URL=… PORT=… node bench/reference-stack.mjs`.
import { verify } from "@node-rs/argon2";
import connectPgSimple from "connect-pg-simple";
import express from "express";
import session from "express-session";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PgStore = connectPgSimple(session);

const publicUser = (row) => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
});

passport.use(
  new LocalStrategy(async (username, password, done) => {
    try {
      const { rows } = await pool.query("select * from users where lower(username) = lower($1)", [username]);
      const user = rows[0];
      if (!user || !(await verify(user.password_hash, password))) return done(null, false);
      return done(null, user);
    } catch (error) {
      return done(error);
    }
  }),
);
passport.serializeUser((user, done) => done(null, user.id));
passport.deserializeUser(async (id, done) => {
  try {
    const { rows } = await pool.query("select * from users where id = $1", [id]);
    done(null, rows[0] ?? false);
  } catch (error) {
    done(error);
  }
});

const app = express();
app.use(express.json());
app.use(
  session({
    store: new PgStore({ pool, tableName: "reference_sessions", createTableIfMissing: true }),
    secret: "reference-stack-secret-reference-stack",
    resave: false,
    saveUninitialized: false,
    cookie: { maxAge: 30 * 24 * 60 * 60 * 1000, httpOnly: true, sameSite: "lax" },
  }),
);
app.use(passport.session());

const signedIn = (req, res, next) => (req.user ? next() : res.status(401).json({ message: "Not signed in" }));

app.post("/api/login", passport.authenticate("local"), (req, res) =>
  res.json({ user: publicUser(req.user) }),
);
app.get("/api/user", signedIn, (req, res) => res.json({ user: publicUser(req.user) }));
app.get("/api/podcasts/:id", signedIn, async (req, res, next) => {
  try {
    const { rows } = await pool.query(
      `select p.*, to_jsonb(r) - 'user_id' as my_review from podcasts p
       left join reviews r on r.podcast_id = p.id and r.user_id = $2 where p.id = $1`,
      [Number(req.params.id), req.user.id],
    );
    if (!rows[0]) return res.status(404).json({ message: "Podcast not found" });
    res.json(rows[0]);
  } catch (error) {
    next(error);
  }
});
// Search as such an app writes it: titles containing the text (the trigram index on lower(title) serves
// the LIKE), in title order, the first ten.
app.get("/api/search/podcasts", signedIn, async (req, res, next) => {
  try {
    const q = String(req.query.q ?? "").trim();
    if (!q) return res.json([]);
    const { rows } = await pool.query(
      "select id, title from podcasts where lower(title) like lower($1) order by title limit 10",
      [`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
    res.json(rows);
  } catch (error) {
    next(error);
  }
});

app.listen(Number(process.env.PORT), "127.0.0.1");
