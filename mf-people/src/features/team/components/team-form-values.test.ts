import { creationOf, EMPTY_VALUES, updateOf, valuesOf } from './team-form-values';
import { aProfileDetail, aRole } from '@irt/test-support/factories';

const filled = {
  ...EMPTY_VALUES,
  email: ' alix@exemple.fr ',
  name: ' Alix Martin ',
  genre_id: '2',
  phone: '0612345678',
  emails: 'a@exemple.fr\nb@exemple.fr',
  title: 'Juriste',
  street_number: '3',
  street_name: 'rue du Test',
  profile_zip_code: '67000',
  city_id: '1',
  has_vehicle: false,
  vehicle_category_id: '2',
  iban: 'FR76 3000',
  bic: 'AGRIFRPP',
  employment_status_id: '3',
};

describe('the team member form, as data', () => {
  it('creates an administrateur or a gestionnaire without address, bank, vehicle nor remuneration, and never a password', () => {
    const creation = creationOf(1, filled);
    expect(creation).toEqual({
      roleId: 1,
      body: { name: 'Alix Martin', email: 'alix@exemple.fr', role_id: 1, genre_id: 2, phone: '0612345678', emails: ['a@exemple.fr', 'b@exemple.fr'], title: 'Juriste' },
    });
    expect(JSON.stringify(creation)).not.toMatch(/password/);
  });

  it('creates a responsable pédagogique with address, bank and vehicle, the remuneration status for an intervenant only', () => {
    const supervisor = creationOf(3, filled);
    expect(supervisor.body).toMatchObject({ street_name: 'rue du Test', city_id: 1, iban: 'FR76 3000', has_vehicle: false, vehicle_category_id: null, employment_status_id: null });
    expect(creationOf(4, { ...filled, has_vehicle: true }).body).toMatchObject({ vehicle_category_id: 2, employment_status_id: 3 });
  });

  it('updates the function and remuneration status only for those who manage the role; a masked IBAN left empty is not sent', () => {
    const own = updateOf(4, { ...filled, iban: '', bic: '' }, { manages: false, bankEditable: true, ibanInClear: false });
    expect(own).not.toHaveProperty('title');
    expect(own).not.toHaveProperty('employment_status_id');
    expect(own).not.toHaveProperty('iban');
    expect(updateOf(4, filled, { manages: true, bankEditable: true, ibanInClear: false })).toMatchObject({ title: 'Juriste', employment_status_id: 3, iban: 'FR76 3000' });
    // The holder empties their IBAN: it is removed.
    expect(updateOf(4, { ...filled, iban: '' }, { manages: false, bankEditable: true, ibanInClear: true })).toMatchObject({ iban: null });
    // No address for an administrateur.
    expect(updateOf(1, filled, { manages: true, bankEditable: true, ibanInClear: true })).not.toHaveProperty('street_name');
  });

  it('sends no bank details for a caller who may not change them (a manager of the role), whatever the fields hold', () => {
    const managed = updateOf(4, filled, { manages: true, bankEditable: false, ibanInClear: false });
    expect(managed).toMatchObject({ title: 'Juriste', street_name: 'rue du Test' });
    expect(managed).not.toHaveProperty('iban');
    expect(managed).not.toHaveProperty('bic');
  });

  it('reads a stored profile back into the form', () => {
    const values = valuesOf(aProfileDetail({ role: aRole('intervenant'), emails: ['x@exemple.fr', 'y@exemple.fr'], iban: null, title: null }));
    expect(values).toMatchObject({ emails: 'x@exemple.fr\ny@exemple.fr', iban: '', title: '', genre_id: '1' });
  });
});
