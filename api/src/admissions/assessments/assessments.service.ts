import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  type ApiFieldError,
  type ApplicationAssessment,
  type ApplicationStatusValue,
  type AssessmentLookup,
  type ClassRubric,
  defaultRubric,
  fieldErrorsAnswer,
  type RecordAssessmentRequest,
  RUBRIC_CLASSES,
  type RubricArea,
  rubricAreaKey,
  type RubricUpdate,
  totalOf,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { Clock } from '../../platform/jobs/clock';
import { Assessment, AssessmentRubric } from './assessment.schema';

/** Before any decision reached the family: scores may still change. Any other status keeps them as they were. */
const SCORING_OPEN: readonly ApplicationStatusValue[] = ['received', 'under_review', 'assessment_booked'];

/**
 * Rubrics per class (areas with a maximum score) and the scores interviewers record on an application against its
 * class's rubric, with a comment per area and overall notes, until a decision is released.
 */
@Injectable()
export class AssessmentsService {
  constructor(
    @InjectModel(AssessmentRubric.name) private readonly rubrics: Model<AssessmentRubric>,
    @InjectModel(Assessment.name) private readonly assessments: Model<Assessment>,
    private readonly applications: ApplicationService,
    private readonly clock: Clock,
  ) {}

  /** Every class's rubric, youngest class first: the saved one, or its section's default. */
  async allRubrics(): Promise<ClassRubric[]> {
    const saved = new Map(
      (await this.rubrics.find().lean<AssessmentRubric[]>().exec()).map((row) => [row._id, row] as const),
    );
    return RUBRIC_CLASSES.map((classAppliedFor) => this.rubricView(classAppliedFor, saved.get(classAppliedFor)));
  }

  async rubricOf(classAppliedFor: string): Promise<RubricArea[]> {
    const saved = await this.rubrics.findById(String(classAppliedFor)).lean<AssessmentRubric>().exec();
    return this.rubricView(classAppliedFor, saved ?? undefined).areas;
  }

  async saveRubric(classAppliedFor: string, update: RubricUpdate, by: string): Promise<ClassRubric> {
    if (!RUBRIC_CLASSES.includes(classAppliedFor)) throw new NotFoundException('The school admits no such class');
    const errors: ApiFieldError[] = [];
    const seen = new Set<string>();
    const areas = update.areas.map(({ name, maxScore }, index) => {
      const key = rubricAreaKey(name);
      if (!key) errors.push({ field: `areas.${index}.name`, message: 'Use letters or numbers in the name' });
      else if (seen.has(key))
        errors.push({ field: `areas.${index}.name`, message: `"${name}" is in the rubric twice` });
      seen.add(key);
      return { key, name, maxScore };
    });
    if (errors.length) throw new BadRequestException(fieldErrorsAnswer(errors));
    const updatedAt = this.clock.now();
    await this.rubrics
      .updateOne({ _id: classAppliedFor }, { $set: { areas, updatedBy: by, updatedAt } }, { upsert: true })
      .exec();
    return { classAppliedFor, areas, updatedBy: by, updatedAt: updatedAt.toISOString() };
  }

  /** The application's rubric and scores; 404 for an application that does not exist. */
  async lookup(reference: string): Promise<AssessmentLookup> {
    const application = await this.applications.detail(reference);
    const classAppliedFor = application.fields.classAppliedFor ?? '';
    const stored = await this.assessments.findById(String(reference)).lean<Assessment>().exec();
    return {
      classAppliedFor,
      rubric: await this.rubricOf(classAppliedFor),
      assessment: stored ? this.assessmentView(stored) : null,
      locked: !SCORING_OPEN.includes(application.status),
    };
  }

  /**
   * Scores for every area of the class's rubric, each 0 to the area's maximum; replaces what was recorded before and
   * says who and when. Refused once a decision was released (the scores it was made on stay as they were).
   */
  async record(reference: string, request: RecordAssessmentRequest, by: string): Promise<AssessmentLookup> {
    const current = await this.lookup(reference);
    if (current.locked) {
      throw new ConflictException('A decision has been released for this application: its scores can no longer change');
    }
    const given = new Map(request.scores.map((entry, index) => [entry.key, { ...entry, index }] as const));
    const errors: ApiFieldError[] = [];
    request.scores.forEach((entry, index) => {
      if (!current.rubric.some((area) => area.key === entry.key)) {
        errors.push({ field: `scores.${index}.key`, message: `${entry.key} is not an area of this class's rubric` });
      }
    });
    const scores = current.rubric.map((area, position) => {
      const entry = given.get(area.key);
      const score = Number(entry?.score);
      if (!entry) errors.push({ field: `scores.${position}.score`, message: `Enter a score for ${area.name}` });
      else if (score > area.maxScore) {
        errors.push({
          field: `scores.${entry.index}.score`,
          message: `The score for ${area.name} can be at most ${area.maxScore}`,
        });
      }
      return { ...area, score, ...(entry?.comment ? { comment: entry.comment } : {}) };
    });
    if (errors.length) throw new BadRequestException(fieldErrorsAnswer(errors));
    await this.assessments
      .replaceOne(
        { _id: reference },
        {
          _id: reference,
          scores,
          ...(request.notes ? { notes: request.notes } : {}),
          recordedBy: by,
          recordedAt: this.clock.now(),
        },
        { upsert: true },
      )
      .exec();
    return this.lookup(reference);
  }

  private rubricView(classAppliedFor: string, saved?: AssessmentRubric): ClassRubric {
    return saved
      ? {
          classAppliedFor,
          areas: saved.areas.map(({ key, name, maxScore }) => ({ key, name, maxScore })),
          updatedBy: saved.updatedBy,
          updatedAt: saved.updatedAt.toISOString(),
        }
      : { classAppliedFor, areas: defaultRubric(classAppliedFor) };
  }

  private assessmentView(row: Assessment): ApplicationAssessment {
    const scores = row.scores.map(({ key, name, maxScore, score, comment }) => ({
      key,
      name,
      maxScore,
      score,
      ...(comment ? { comment } : {}),
    }));
    return {
      scores,
      ...(row.notes ? { notes: row.notes } : {}),
      ...totalOf(scores),
      recordedBy: row.recordedBy,
      recordedAt: row.recordedAt.toISOString(),
    };
  }
}
