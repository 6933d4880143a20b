import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { ProfileSearchItem, StaffType, TeamMember, TrainingDetail } from '@irt/api/contract';
import { readApiError, useSession } from '@irt/shared-auth';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import type { ConflictConfirmation } from '@irt/shared-ui/forms/useSaveForm';
import { useConflictCheck } from '../../../shared/api/check-conflicts';
import { useAddTeamMember } from '../api/add-team-member';
import { useTeam } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useUpdateTeamMember } from '../api/update-team-member';
import type { TrainingTabProps } from '../../../shared/training-tabs';
import { HoursPanel } from './HoursPanel';
import { NeedsDialog, type Needs } from './NeedsDialog';
import { SpeakerSearchDialog } from './SpeakerSearchDialog';
import { TeamBanners } from './TeamBanners';
import { TeamCards } from './TeamCards';
import { DELETE_CONFIRMATION, TEAM_LISTS } from './team-lists';
import { TeamTable } from './TeamTable';
import { CAN_MANAGE_TEAMS, CAN_SEE_TEAMS, CAN_SET_ARES_STATUS, roleCan } from '@irt/api/constants';

/**
 * The Équipe tab of a training: the gestionnaire reads the team as cards; the
 * administrateur and the responsable pédagogique manage it (add, needs, hours, removal).
 */
export function TrainingTeamTab({ training }: TrainingTabProps) {
  const role = useSession((state) => state.user?.role?.slug);
  const supervisors = useTeam(training.id, 'pedagogical_supervisors');
  const teachers = useTeam(training.id, 'teachers');
  const lists = { pedagogical_supervisors: supervisors, teachers };
  const team = supervisors.data && teachers.data ? [...supervisors.data, ...teachers.data] : undefined;
  // Those who see the team without managing it read it as cards.
  const readOnly = roleCan(CAN_SEE_TEAMS, role) && !roleCan(CAN_MANAGE_TEAMS, role);

  return (
    <Stack spacing={3}>
      <TeamBanners training={training} team={team} />
      {readOnly ? (
        TEAM_LISTS.map((list) => (
          <TeamCards key={list.type} title={list.title} empty={list.empty} members={lists[list.type].data} loading={lists[list.type].isPending} />
        ))
      ) : (
        <EditableTeam training={training} lists={lists} canSetAresStatus={roleCan(CAN_SET_ARES_STATUS, role)} />
      )}
    </Stack>
  );
}

interface EditableTeamProps {
  training: TrainingDetail;
  lists: Record<StaffType, { data?: TeamMember[]; isPending: boolean }>;
  canSetAresStatus: boolean;
}

type Adding = { type: StaffType; profile: ProfileSearchItem };
type Editing = { type: StaffType; member: TeamMember };

function EditableTeam({ training, lists, canSetAresStatus }: EditableTeamProps) {
  const trainingId = training.id;
  const [searching, setSearching] = useState<StaffType | null>(null);
  const [adding, setAdding] = useState<Adding | null>(null);
  const [needsOf, setNeedsOf] = useState<Editing | null>(null);
  const [hoursOf, setHoursOf] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Editing | null>(null);
  const addTeacher = useAddTeamMember(trainingId, 'teachers');
  const addSupervisor = useAddTeamMember(trainingId, 'pedagogical_supervisors');
  const removeTeacher = useRemoveTeamMember(trainingId, 'teachers');
  const removeSupervisor = useRemoveTeamMember(trainingId, 'pedagogical_supervisors');
  const update = useUpdateTeamMember(trainingId);
  const add = adding?.type === 'pedagogical_supervisors' ? addSupervisor : addTeacher;
  // The person being added, checked at the training's dates against their other trainings (not the place).
  const warnings = useConflictCheck(
    adding
      ? { training_id: trainingId, start_date: training.start_date, end_date: training.end_date, training_place_id: null, profile_ids: [adding.profile.id] }
      : null,
  );
  const remove = deleting?.type === 'pedagogical_supervisors' ? removeSupervisor : removeTeacher;

  // A failure stays in the needs dialog (its banner, or under the field the server names).
  const confirmAdd = async (needs: Needs, confirmation: ConflictConfirmation) => {
    if (!adding) return;
    await add.mutateAsync({ profile_id: adding.profile.id, ...needs, ...confirmation });
    notify(MESSAGES.itemCreated);
    setAdding(null);
  };

  const confirmNeeds = async (needs: Needs) => {
    if (!needsOf) return;
    await update.mutateAsync({ type: needsOf.type, profileId: needsOf.member.profile_id, changes: needs });
    notify(MESSAGES.itemUpdated);
    setNeedsOf(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.member.profile_id, {
      onSuccess: (answer) => {
        notify(serverMessage(answer.message));
        setDeleting(null);
      },
      onError: (error) => {
        notify(MESSAGES.saveFailed, readApiError(error).message);
        setDeleting(null);
      },
    });
  };

  return (
    <>
      {TEAM_LISTS.map((list) => {
        const { data, isPending } = lists[list.type];
        const canAdd = list.type === 'teachers' || (data !== undefined && data.length === 0);
        return (
          <TeamTable
            key={list.type}
            title={list.title}
            addLabel={list.addLabel}
            empty={list.empty}
            members={data}
            loading={isPending}
            onAdd={canAdd ? () => setSearching(list.type) : null}
            onEnterHours={(member) => setHoursOf({ type: list.type, member })}
            onEditNeeds={(member) => setNeedsOf({ type: list.type, member })}
            onDelete={(member) => setDeleting({ type: list.type, member })}
          />
        );
      })}
      <SpeakerSearchDialog
        open={searching !== null}
        type={searching ?? 'teachers'}
        memberIds={(searching ? (lists[searching].data ?? []) : []).map((member) => member.profile_id)}
        onClose={() => setSearching(null)}
        onSelect={(profile) => searching && setAdding({ type: searching, profile })}
      />
      {adding ? (
        <NeedsDialog
          key={`add-${adding.profile.id}`}
          name={adding.profile.user.name}
          mode="add"
          initial={{ reimbursed_transportation: false, needs_accommodation: false }}
          pending={add.isPending}
          warnings={warnings}
          onConfirm={confirmAdd}
          onClose={() => setAdding(null)}
        />
      ) : null}
      {needsOf ? (
        <NeedsDialog
          key={`edit-${needsOf.member.profile_id}`}
          name={needsOf.member.name}
          mode="edit"
          initial={{ reimbursed_transportation: needsOf.member.reimbursed_transportation, needs_accommodation: needsOf.member.needs_accommodation }}
          pending={update.isPending}
          onConfirm={confirmNeeds}
          onClose={() => setNeedsOf(null)}
        />
      ) : null}
      <HoursPanel
        trainingId={trainingId}
        type={hoursOf?.type ?? 'teachers'}
        member={hoursOf?.member ?? null}
        canSetAresStatus={canSetAresStatus}
        onClose={() => setHoursOf(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer"
        message={DELETE_CONFIRMATION}
        confirmLabel="Supprimer"
        confirmColor="error"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
