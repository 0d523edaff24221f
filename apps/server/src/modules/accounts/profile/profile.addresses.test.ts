import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const session = useTestApp();

const home = {
  name: 'Asha Rao',
  phone: '9845012345',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('saved addresses', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const first = (
      await session.t.app.inject({ method: 'POST', url: '/api/addresses', headers, payload: home })
    ).json().data;
    expect(first).toMatchObject({ isDefault: true, line2: '', state: 'Karnataka' });
    const second = await session.t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...home, line1: 'Office', isDefault: true },
    });
    expect(second.statusCode).toBe(201);
    const list = (
      await session.t.app.inject({ method: 'GET', url: '/api/addresses', headers })
    ).json().data;
    expect(list.map((a: { line1: string; isDefault: boolean }) => [a.line1, a.isDefault])).toEqual([
      ['Office', true],
      ['12 MG Road', false],
    ]);

    await session.t.app.inject({
      method: 'DELETE',
      url: `/api/addresses/${second.json().data.id}`,
      headers,
    });
    const after = (
      await session.t.app.inject({ method: 'GET', url: '/api/addresses', headers })
    ).json().data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: first.id, isDefault: true });
  });

  it('edits an address and validates state, pincode and phone', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const created = (
      await session.t.app.inject({ method: 'POST', url: '/api/addresses', headers, payload: home })
    ).json().data;
    const edited = await session.t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${created.id}`,
      headers,
      payload: { ...home, city: 'Mysuru', pincode: '570001' },
    });
    expect(edited.json().data).toMatchObject({
      city: 'Mysuru',
      pincode: '570001',
      isDefault: true,
    });
    const bad = [
      [{ ...home, state: 'Atlantis' }, 'state: Please choose a state or union territory'],
      [{ ...home, pincode: '56001' }, 'pincode: Pincode must be 6 digits'],
      [{ ...home, phone: '12345' }, 'phone: Please enter a valid 10-digit mobile number'],
      [{ ...home, line1: '' }, 'line1: Address is required'],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await session.t.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('keeps a landmark, trimmed, and refuses one over 80 characters', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const created = await session.t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...home, landmark: '  Near Shiva temple ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ landmark: 'Near Shiva temple' });
    const listed = (
      await session.t.app.inject({ method: 'GET', url: '/api/addresses', headers })
    ).json().data;
    expect(listed[0]).toMatchObject({ landmark: 'Near Shiva temple' });
    const edited = await session.t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${created.json().data.id}`,
      headers,
      payload: { ...home, landmark: 'Opp. SBI ATM' },
    });
    expect(edited.json().data).toMatchObject({ landmark: 'Opp. SBI ATM' });

    const tooLong = await session.t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...home, landmark: 'x'.repeat(81) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('landmark: Landmark must be at most 80 characters');
  });

  it("hides other customers' addresses: 404 for reading, editing and deleting them", async () => {
    const owner = await session.t.loginAs(await session.t.makeUser());
    const other = await session.t.loginAs(await session.t.makeUser());
    const mine = (
      await session.t.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: owner,
        payload: home,
      })
    ).json().data;
    expect(
      (await session.t.app.inject({ method: 'GET', url: '/api/addresses', headers: other })).json()
        .data,
    ).toEqual([]);
    const edit = await session.t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${mine.id}`,
      headers: other,
      payload: { ...home, city: 'Hacked' },
    });
    expect(edit.statusCode).toBe(404);
    const del = await session.t.app.inject({
      method: 'DELETE',
      url: `/api/addresses/${mine.id}`,
      headers: other,
    });
    expect(del.statusCode).toBe(404);
    const still = (
      await session.t.app.inject({ method: 'GET', url: '/api/addresses', headers: owner })
    ).json().data;
    expect(still[0].city).toBe('Bengaluru');
    expect((await session.t.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(
      401,
    );
  });
});
