import { formatDateTime } from "@/lib/format/dates";
import { ROLE_WORDS } from "./map-types";
import { portTimesOf, type Milestone, type RoutePort, type TrackingAnswer } from "./tracking-client";
import styles from "./tracking.module.css";

type Times = { planned: string | null; estimated: string | null; actual: string | null };

function TimesCell({ times, label }: { times: Times; label: string }) {
  return (
    <td data-label={label}>
      <dl className={styles.times}>
        <dt>Planned</dt>
        <dd>{formatDateTime(times.planned)}</dd>
        <dt>Estimated</dt>
        <dd>{formatDateTime(times.estimated)}</dd>
        <dt>Actual</dt>
        <dd>{times.actual ? formatDateTime(times.actual) : "Not yet"}</dd>
      </dl>
    </td>
  );
}

/**
 * The map's facts as a table, for people who cannot use a map: each port of the route with its role
 * and its planned, estimated and actual arrival and departure, then the vessel's estimated position.
 */
export function RouteTable({
  ports,
  milestones,
  position,
}: {
  ports: readonly RoutePort[];
  milestones: readonly Milestone[];
  position: TrackingAnswer["position"];
}) {
  const rows = portTimesOf(ports, milestones);
  return (
    <div>
      <table className={`${styles.table} table-stack`} aria-label="Ports of the route">
        <caption className="visually-hidden">Ports of the route with their arrival and departure times</caption>
        <thead>
          <tr>
            <th scope="col">Port</th>
            <th scope="col">Role</th>
            <th scope="col">Arrival</th>
            <th scope="col">Departure</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4}>No ports known yet.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={`${row.role}-${row.code}`}>
                <th scope="row" className={styles.reference}>
                  {row.name ? `${row.name} (${row.code})` : row.code}
                </th>
                <td data-label="Role">{ROLE_WORDS[row.role]}</td>
                <TimesCell times={row.arrival} label="Arrival" />
                <TimesCell times={row.departure} label="Departure" />
              </tr>
            ))
          )}
        </tbody>
      </table>
      <p className={styles.muted}>
        {position
          ? `Estimated position of the vessel: ${position.lat.toFixed(2)}°, ${position.lon.toFixed(2)}° (latitude, longitude), between ${position.fromPort} and ${position.toPort}, as of ${formatDateTime(position.asOf)}.`
          : "No estimated position: the vessel has not departed yet, or it has arrived."}
      </p>
    </div>
  );
}
