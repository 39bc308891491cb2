import type { SweepTask } from '../../sweeper/sweep-tasks.ts';
import { objectKeys } from '../../storage/keys.ts';
import { deleteSession, listExpiredSessions } from './widget-sessions.repository.ts';
import { widgetOwner } from './widget-tryon.service.ts';

/**
 * Anonymous widget sessions past their end (WIDGET_RETENTION_HOURS after they began): their folder of
 * photos and results, then the session row, whose photos, tasks and looks go with it. A try-on that
 * finishes afterwards finds no photo to record against and removes its own file.
 */
export const expiredWidgetSessions: SweepTask = {
  name: 'expired widget sessions',
  async run({ db, storage }, now) {
    let removed = 0;
    for (;;) {
      const sessions = await listExpiredSessions(db, now);
      for (const session of sessions) {
        await storage.deletePrefix(objectKeys.personPrefix(session.clientId, widgetOwner(session)));
        await deleteSession(db, session.id);
        removed++;
      }
      if (sessions.length === 0) return removed;
    }
  },
};
