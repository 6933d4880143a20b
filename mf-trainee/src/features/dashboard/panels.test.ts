import { PAST_PANEL, UPCOMING_PANELS } from './panels';

describe("the trainee dashboard's lists, as data", () => {
  it("groups 'Mes formations à venir' by the four registration statuses, then the past validated trainings", () => {
    expect(UPCOMING_PANELS.map(({ title, timeline, status, headingLevel }) => [title, timeline, status, headingLevel])).toEqual([
      ['Préinscriptions', 'upcoming', 'preinscription', 'h3'],
      ['En attente', 'upcoming', 'en_attente', 'h3'],
      ['Validées', 'upcoming', 'valide', 'h3'],
      ['Refusées', 'upcoming', 'refuse', 'h3'],
    ]);
    expect([PAST_PANEL.title, PAST_PANEL.timeline, PAST_PANEL.status, PAST_PANEL.headingLevel]).toEqual(['Mes formations passées', 'past', 'valide', 'h2']);
  });

  it("uses the spec's empty texts and a prefix of its own for each list", () => {
    expect(UPCOMING_PANELS.every((panel) => panel.emptyText === 'Aucune formation pour le moment')).toBe(true);
    expect(PAST_PANEL.emptyText).toBe('Aucune formation passée pour le moment');
    const ids = [...UPCOMING_PANELS, PAST_PANEL].map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
